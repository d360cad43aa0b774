import { describe, expect, it } from "vitest";
import { firstPageOf } from "@/app/(dashboard)/dashboard/[organizationSlugOrId]/documentation/_components/tree-model";
import type { EntryNode } from "@/app/(dashboard)/dashboard/[organizationSlugOrId]/documentation/_components/types";

let order = 0;
const page = (title: string): EntryNode => ({ entry_id: title, kind: "page", title, slug: title, order: order++, children: [] });
const folder = (title: string, children: EntryNode[]): EntryNode => ({ entry_id: title, kind: "folder", title, slug: title, order: order++, children });

describe("firstPageOf, the page a section opens on", () => {
  it("is the first page in tree order, inside folders too, past empty folders", () => {
    expect(firstPageOf([page("intro"), folder("guides", [page("install")])])?.entry_id).toBe("intro");
    expect(firstPageOf([folder("empty", []), folder("guides", [folder("deep", [page("install")]), page("upgrade")]), page("faq")])?.entry_id).toBe("install");
  });

  it("is none in a section without pages", () => {
    expect(firstPageOf([])).toBeUndefined();
    expect(firstPageOf([folder("empty", [folder("emptier", [])])])).toBeUndefined();
  });
});
