import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { routeFiles } from "../helpers/api";

/** The rule of the README's "One kernel": services answer views, lib/http/paginated.ts answers lists. */
const sources = routeFiles.map(({ file }) => ({ file, text: readFileSync(path.join(process.cwd(), file), "utf8") }));

describe("list answers", () => {
  it("are built only by lib/http/paginated.ts (no route sets the next page's headers itself)", () => {
    const own = sources.filter(({ text }) => /headers\.set\(\s*["'](x-next-cursor|link)["']/i.test(text)).map(({ file }) => file);
    expect(own).toEqual([]);
  });

  it("hold what services return: no route file calls a view function", () => {
    const serializing = sources.filter(({ text }) => /\b[a-z]\w*View\b/.test(text)).map(({ file }) => file);
    expect(serializing).toEqual([]);
  });
});
