import { describe, expect, it } from "vitest";
import { configFileName, readLayout, writeLayout, type DraftNode } from "@/lib/git-sync/layout";

const page = (id: string, title: string, slug: string, content: string, metadata: Record<string, unknown> = {}): DraftNode => ({ id, kind: "page", title, slug, content, metadata, children: [] });
const folder = (id: string, title: string, slug: string, children: DraftNode[]): DraftNode => ({ id, kind: "folder", title, slug, content: "", metadata: {}, children });
const section = (id: string, title: string, slug: string, children: DraftNode[]): DraftNode => ({ id, kind: "section", title, slug, content: "", metadata: {}, children });

describe("the Git sync layout", () => {
  it("writes a draft that reads back as the same sections, folders, pages and order", () => {
    const draft = [
      section("s2", "Reference guide", "reference", [page("p3", "Zebra", "zebra", "Z.\n"), page("p4", "Alpha", "alpha", "A.\n", { description: "First letter", tags: ["a"] })]),
      section("s1", "Guides", "guides", [folder("f1", "Advanced topics", "advanced", [page("p1", "Tuning", "tuning", "Tune.\n")]), page("p2", "Install", "install", "Run it.\n")]),
    ];
    const { nodes, config } = writeLayout(draft, new Map());
    const files = nodes.filter((node) => node.kind === "page").map((node) => ({ path: node.path, content: node.file!.toString("utf8") }));
    expect(files.map((file) => file.path).sort()).toEqual(["guides/advanced/tuning.md", "guides/install.md", "reference/alpha.md", "reference/zebra.md"]);
    const layout = readLayout(files, config.toString("utf8"));
    expect(layout.map((read) => [read.path, read.title])).toEqual([
      ["reference", "Reference guide"],
      ["guides", "Guides"],
    ]);
    expect(layout[0]!.entries.map((entry) => [entry.title, entry.slug, entry.content])).toEqual([
      ["Zebra", "zebra", "Z.\n"],
      ["Alpha", "alpha", "A.\n"],
    ]);
    expect(layout[0]!.entries[1]!.metadata).toEqual({ description: "First letter", tags: ["a"] });
    expect(layout[1]!.entries.map((entry) => [entry.kind, entry.title])).toEqual([
      ["folder", "Advanced topics"],
      ["page", "Install"],
    ]);
  });

  it("keeps sections' and folders' icons in the configuration file", () => {
    const draft = [
      { ...section("s1", "Guides", "guides", [{ ...folder("f1", "Advanced", "advanced", [page("p1", "Tuning", "tuning", "Tune.\n")]), metadata: { icon: "🧭" } }]), metadata: { icon: "book-open" } },
      section("s2", "Plain", "plain", [page("p2", "Note", "note", "N.\n")]),
    ];
    const { nodes, config } = writeLayout(draft, new Map());
    expect(JSON.parse(config.toString("utf8")).directories).toEqual({ guides: { icon: "book-open", order: 1 }, "guides/advanced": { icon: "🧭", order: 1 }, plain: { order: 2 } });
    const files = nodes.filter((node) => node.kind === "page").map((node) => ({ path: node.path, content: node.file!.toString("utf8") }));
    const layout = readLayout(files, config.toString("utf8"));
    expect(layout.map((read) => read.icon)).toEqual(["book-open", undefined]);
    expect(layout[0]!.entries[0]!.metadata).toEqual({ icon: "🧭" });
  });

  it("keeps a synced file's name while its slug and place stay, and names by slug otherwise", () => {
    const synced = new Map([
      ["s1", "01-guides"],
      ["p1", "01-guides/01-getting-started.md"],
      ["p2", "01-guides/README.md"],
      ["p3", "01-guides/old-name.md"],
    ]);
    const draft = [section("s1", "Guides", "guides", [page("p2", "Overview", "overview", "Hi.\n"), page("p1", "Getting started", "getting-started", "Go.\n"), page("p3", "Renamed", "renamed", "R.\n")])];
    const paths = new Map(writeLayout(draft, synced).nodes.map((node) => [node.id, node.path]));
    expect(paths.get("s1")).toBe("01-guides");
    expect(paths.get("p1")).toBe("01-guides/01-getting-started.md");
    expect(paths.get("p2")).toBe("01-guides/README.md");
    expect(paths.get("p3")).toBe("01-guides/renamed.md");
  });

  it("refuses a configuration file that is not JSON", () => {
    expect(() => readLayout([{ path: "a.md", content: "# A\n" }], "{nope")).toThrow(configFileName);
  });
});
