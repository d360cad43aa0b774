import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contentFromMarkdownFiles } from "@/lib/initializers/markdown-files";
import type { InitialEntry } from "@/lib/initializers/initial-content";
import type { EntryMetadata, RemoteEntry, RemoteSection } from "../../packages/cli/src/api";
import { contentHash, pushedMetadata, readLocalFolder, writeLocalFolder, type LocalNode, type LocalSection } from "../../packages/cli/src/layout";

const root = mkdtempSync(path.join(tmpdir(), "cli-layout-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const files: Record<string, string> = {
  "index.md": "# Welcome\n\nStart here.\n",
  "02-guides/02-configure.md": "# Configure\n\nSet the options.\n",
  "02-guides/01-install.md": "---\ntitle: Install it\norder: 1\ndescription: How to install\ntags: [setup]\n---\n\nRun the installer.\n",
  "02-guides/advanced/README.md": "# Advanced\n\nMore.\n",
  "02-guides/advanced/tuning.md": "Tuning without a heading.\n\n```md\n# not a title\n```\n",
  "01-reference/cli.md": "# CLI reference\n\nEvery command.\n",
};

function write(folder: string) {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), content);
  }
}

const shape = (nodes: LocalNode[]): unknown[] => nodes.map((node) => (node.kind === "folder" ? { [node.slug]: shape(node.children) } : `${node.slug}: ${node.title}`));
const initializerShape = (entries: InitialEntry[]): unknown[] => entries.map((entry) => (entry.kind === "folder" ? { [entry.slug!]: initializerShape(entry.children ?? []) } : entry.title));

describe("the CLI's folder layout", () => {
  it("reads a folder as the file initializer does: sections, folders, titles, order, content", async () => {
    const folder = path.join(root, "docs");
    write(folder);
    const sections = await readLocalFolder(folder);
    expect(sections.map((section) => [section.slug, section.title])).toEqual([
      ["documentation", "Documentation"],
      ["reference", "Reference"],
      ["guides", "Guides"],
    ]);
    expect(shape(sections[2]!.entries)).toEqual(["install: Install it", "configure: Configure", { advanced: ["overview: Overview", "tuning: Tuning"] }]);
    const install = sections[2]!.entries[0]!;
    expect(install.content).toBe("Run the installer.\n");
    expect(install.metadata).toEqual({ description: "How to install", tags: ["setup"] });
    expect(sections[2]!.entries[2]!.children[1]!.content).toContain("# not a title");

    // The initializer reads the same files into the same titles, order and folders.
    const initial = contentFromMarkdownFiles(
      Object.entries(files).map(([file, content]) => ({ path: file, content })),
      { versionName: "v1", source: "files" },
    );
    expect(initial.sections.map((section) => section.title)).toEqual(sections.map((section) => section.title));
    for (const [index, section] of initial.sections.entries()) {
      expect(initializerShape(section.entries)).toEqual(
        sections[index]!.entries.map(function titleShape(node): unknown {
          return node.kind === "folder" ? { [node.slug]: node.children.map(titleShape) } : node.title;
        }),
      );
    }
  });

  /** The version as the API would give it back after a push of `source` (with `metadata` of each page). */
  function asRemote(source: LocalSection[], metadata: (node: LocalNode) => EntryMetadata): RemoteSection[] {
    let id = 0;
    return source.map((section, order) => {
      const entries: RemoteEntry[] = [];
      const add = (nodes: LocalNode[], parentId: string | null) =>
        nodes.forEach((node, position) => {
          const entryId = `e${++id}`;
          entries.push({ entry_id: entryId, parent_id: parentId, kind: node.kind, title: node.title, slug: node.slug, order: position, metadata: metadata(node), content_sha256: contentHash(node.content), content: node.content });
          add(node.children, entryId);
        });
      add(section.entries, null);
      return { section_id: `s${order}`, parent_id: null, title: section.title, slug: section.slug, order, entries };
    });
  }

  it("pulls pages never pushed into files by position that read back as the same content", async () => {
    const source = await readLocalFolder(path.join(root, "docs"));
    const remote = asRemote(source, (node) => node.metadata);
    const pulled = path.join(root, "pulled");
    expect(await writeLocalFolder(pulled, remote)).toEqual({ pages: 6, layout: "positions" });
    expect(readFileSync(path.join(pulled, "03-guides/01-install.md"), "utf8")).toBe("---\ntitle: Install it\ndescription: How to install\ntags:\n  - setup\n---\nRun the installer.\n");
    const back = await readLocalFolder(pulled);
    const comparable = (sections: typeof source) =>
      sections.map((section) => ({ slug: section.slug, entries: section.entries.map(function strip(node): unknown {
        return { kind: node.kind, slug: node.slug, title: node.kind === "page" ? node.title : undefined, hash: contentHash(node.content), metadata: node.metadata, children: node.children.map(strip) };
      }) }));
    expect(comparable(back)).toEqual(comparable(source));
  });

  it("pulls pushed pages back to the files they were pushed from", async () => {
    const source = await readLocalFolder(path.join(root, "docs"));
    const pulled = path.join(root, "pulled-as-pushed");
    expect(await writeLocalFolder(pulled, asRemote(source, pushedMetadata))).toEqual({ pages: 6, layout: "pushed" });
    const files = (sections: LocalSection[]) => sections.flatMap((section) => section.entries.flatMap(function pages(node): string[] {
      return node.kind === "page" ? [node.file] : node.children.flatMap(pages);
    }));
    expect(files(await readLocalFolder(pulled))).toEqual(files(source));
  });
});
