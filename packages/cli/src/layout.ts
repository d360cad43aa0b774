import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import matter from "gray-matter";
import type { EntryMetadata, RemoteEntry, RemoteSection } from "./api";

/**
 * A folder of markdown laid out as the file initializer reads it (lib/initializers/markdown-files.ts):
 * top-level directories are sections (files at the root go to a "Documentation" section),
 * deeper directories folders, `index.md` or `README.md` a directory's first page; front
 * matter gives titles, order and metadata, else the first `# heading` and a numeric name prefix.
 */
export interface LocalNode {
  kind: "page" | "folder";
  slug: string;
  title: string;
  /** Pages: the markdown without front matter and title heading. */
  content: string;
  metadata: EntryMetadata;
  children: LocalNode[];
  /** The file or directory, relative to the pushed folder. */
  file: string;
  /** Images the page links to by a relative path, resolved to files that exist. */
  images: string[];
}

export interface LocalSection {
  slug: string;
  title: string;
  entries: LocalNode[];
  file: string;
}

const markdownExtensions = [".md", ".mdx", ".markdown"];
const indexNames = ["index", "readme"];
const rootSection = "Documentation";
const numericPrefix = /^(\d+)[-_. ]+(?=\S)/;

export const slugify = (value: string) =>
  value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60) || "untitled";

const stripPrefix = (name: string) => name.replace(numericPrefix, "");
const baseName = (name: string) => name.replace(/\.[^.]+$/, "");
const humanize = (name: string) => {
  const words = stripPrefix(baseName(name)).replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
export const contentHash = (content: string) => createHash("sha256").update(content).digest("hex");

export const sameMetadata = (a: EntryMetadata, b: EntryMetadata) => JSON.stringify(normalized(a)) === JSON.stringify(normalized(b));
const normalized = (metadata: EntryMetadata) =>
  Object.fromEntries(
    Object.entries(metadata)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );

/**
 * A page's metadata as pushed: its front matter's, and the file it was pushed from, which the
 * site reads its relative `.md` links from (and `pull` writes it back to).
 */
export const pushedMetadata = (node: LocalNode): EntryMetadata => (node.kind === "page" ? { ...node.metadata, source: "files", source_path: node.file } : node.metadata);

const trimBody = (body: string) => body.replace(/^\s*\n/, "").replace(/\s+$/, "") + "\n";

interface Ordered {
  name: string;
  order?: number;
  isIndex: boolean;
}

/** Index first, then explicit order, then by name, as the initializer orders them. */
function byOrder<T extends Ordered>(nodes: T[]): T[] {
  return nodes.sort((a, b) => {
    if (a.isIndex !== b.isIndex) return a.isIndex ? -1 : 1;
    if (a.order !== undefined && b.order !== undefined && a.order !== b.order) return a.order - b.order;
    if ((a.order === undefined) !== (b.order === undefined)) return a.order === undefined ? 1 : -1;
    return stripPrefix(a.name).localeCompare(stripPrefix(b.name), "en", { numeric: true, sensitivity: "base" });
  });
}

const prefixOrder = (name: string) => {
  const match = numericPrefix.exec(name);
  return match ? Number(match[1]) : undefined;
};

/** Reads the folder into sections and entry trees. */
export async function readLocalFolder(root: string): Promise<LocalSection[]> {
  const top = await readdir(root, { withFileTypes: true });
  const sections: (LocalSection & Ordered)[] = [];
  const rootFiles = top.filter((item) => item.isFile() && isMarkdown(item.name));
  if (rootFiles.length > 0) {
    sections.push({ name: "", isIndex: true, slug: slugify(rootSection), title: rootSection, file: ".", entries: await readEntries(root, "", { filesOnly: true }) });
  }
  for (const directory of top.filter((item) => item.isDirectory() && !hidden(item.name))) {
    const entries = await readEntries(root, directory.name, { filesOnly: false });
    // A directory without markdown (images, say) is no section.
    if (entries.length === 0) continue;
    sections.push({ name: directory.name, order: prefixOrder(directory.name), isIndex: false, slug: slugify(stripPrefix(directory.name)), title: humanize(directory.name), file: directory.name, entries });
  }
  return byOrder(sections).map(({ slug, title, entries, file }) => ({ slug, title, entries, file }));
}

const isMarkdown = (name: string) => markdownExtensions.some((extension) => name.toLowerCase().endsWith(extension));
const hidden = (name: string) => name.startsWith(".") || name === "node_modules";

async function readEntries(root: string, directory: string, options: { filesOnly: boolean }): Promise<LocalNode[]> {
  const items = await readdir(path.join(root, directory), { withFileTypes: true });
  const nodes: (LocalNode & Ordered)[] = [];
  for (const item of items) {
    if (hidden(item.name)) continue;
    const relative = directory ? `${directory}/${item.name}` : item.name;
    if (item.isFile() && isMarkdown(item.name)) nodes.push(await readPage(root, relative, directory));
    else if (item.isDirectory() && !options.filesOnly) {
      const children = await readEntries(root, relative, { filesOnly: false });
      if (children.length === 0) continue;
      nodes.push({ kind: "folder", name: item.name, order: prefixOrder(item.name), isIndex: false, slug: slugify(stripPrefix(item.name)), title: humanize(item.name), content: "", metadata: {}, children, file: relative, images: [] });
    }
  }
  const ordered = byOrder(nodes);
  // Only the first index page of a directory is its index; slugs stay unique among siblings.
  const taken = new Set<string>();
  return ordered.map((node): LocalNode => {
    let slug = node.slug;
    for (let suffix = 2; taken.has(slug); suffix++) slug = `${node.slug}-${suffix}`;
    taken.add(slug);
    return { kind: node.kind, slug, title: node.title, content: node.content, metadata: node.metadata, children: node.children, file: node.file, images: node.images };
  });
}

async function readPage(root: string, relative: string, directory: string): Promise<LocalNode & Ordered> {
  const name = path.basename(relative);
  const text = await readFile(path.join(root, relative), "utf8");
  let parsed: { data: Record<string, unknown>; content: string };
  try {
    parsed = matter(text, {}) as unknown as typeof parsed;
  } catch (error) {
    throw new Error(`The front matter of ${relative} is not valid YAML: ${(error as Error).message.split("\n")[0]}`);
  }
  const data = parsed.data;
  const frontTitle = typeof data.title === "string" && data.title.trim() ? data.title.trim() : undefined;
  const { heading, body } = takeTitleHeading(parsed.content, frontTitle);
  const isIndex = indexNames.includes(baseName(name).toLowerCase());
  const title = (frontTitle ?? (isIndex ? indexTitle(heading, directory) : (heading ?? humanize(name)))).slice(0, 300);
  const explicitSlug = typeof data.slug === "string" ? data.slug.split("/").filter(Boolean).at(-1) : undefined;
  const metadata: EntryMetadata = {};
  if (typeof data.description === "string" && data.description.trim()) metadata.description = data.description.trim().slice(0, 500);
  if (typeof data.sidebar_title === "string" && data.sidebar_title.trim()) metadata.sidebar_title = data.sidebar_title.trim().slice(0, 100);
  if (typeof data.icon === "string" && data.icon.trim()) metadata.icon = data.icon.trim().slice(0, 100);
  if (data.hidden === true) metadata.hidden = true;
  if (Array.isArray(data.tags)) metadata.tags = data.tags.filter((tag): tag is string => typeof tag === "string" && tag.trim() !== "").map((tag) => tag.trim().slice(0, 50)).slice(0, 30);
  const order = typeof data.order === "number" ? data.order : typeof data.sidebar_position === "number" ? data.sidebar_position : prefixOrder(name);
  return {
    kind: "page",
    name,
    order,
    isIndex,
    slug: slugify(explicitSlug ?? (isIndex ? title : stripPrefix(baseName(name)))),
    title,
    content: body,
    metadata,
    children: [],
    file: relative,
    images: localImages(root, relative, body),
  };
}

/** A directory's index introduces it: "Overview" unless its heading says more than the directory's name ("Introduction" at the root). */
function indexTitle(heading: string | undefined, directory: string): string {
  if (!directory) return heading ?? "Introduction";
  return heading && heading.toLowerCase() !== humanize(path.basename(directory)).toLowerCase() ? heading : "Overview";
}

/** The first `# heading` outside code (removed: the site shows the title); with a front-matter title only a leading one repeating it. */
function takeTitleHeading(content: string, frontTitle: string | undefined): { heading?: string; body: string } {
  const lines = content.split("\n");
  let fence: string | undefined;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      if (!fence) fence = fenceMatch[1]![0];
      else if (fenceMatch[1]![0] === fence) fence = undefined;
      continue;
    }
    if (fence) continue;
    const heading = /^\s{0,3}#\s+(.+?)(?:\s+#+)?\s*$/.exec(line);
    if (frontTitle) {
      if (line.trim() === "") continue;
      if (heading?.[1]?.trim() !== frontTitle) return { body: trimBody(content) };
    } else if (!heading) continue;
    lines.splice(index, 1);
    return { heading: heading![1]!.trim(), body: trimBody(lines.join("\n")) };
  }
  return { body: trimBody(content) };
}

/** `![alt](images/a.png)` and the like, relative to the page, that exist on disk. */
function localImages(root: string, relative: string, body: string): string[] {
  const found = new Set<string>();
  for (const match of body.matchAll(/!\[[^\]]*\]\(\s*<?([^)\s>]+)>?/g)) {
    const target = match[1]!.split(/[?#]/)[0]!;
    if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("/") || target.startsWith("//")) continue;
    let decoded = target;
    try {
      decoded = decodeURIComponent(target);
    } catch {
      // Kept as written.
    }
    const file = path.join(root, path.dirname(relative), decoded);
    if (existsSync(file)) found.add(file);
  }
  return [...found];
}

/** How `pull` laid the folder out: where the pages were pushed from, or by position. */
export type PulledLayout = "pushed" | "positions";

/**
 * Writes a version's content as files the push reads back unchanged, titles and metadata in
 * front matter. Pages pushed from files go back where they were (`metadata.source_path`), so
 * the relative links between them hold, when reading that folder gives the version's tree as
 * it is (nothing moved, renamed or reordered in the dashboard since); otherwise sections and
 * folders are directories and pages `<slug>.md`, each name prefixed by its position (`01-`).
 */
export async function writeLocalFolder(root: string, sections: RemoteSection[]): Promise<{ pages: number; layout: PulledLayout }> {
  const topLevel = sections.filter((section) => section.parent_id === null).sort((a, b) => a.order - b.order);
  const pages = topLevel.flatMap((section) => section.entries.filter((entry) => entry.kind === "page"));
  if ((await writePushedFiles(root, pages)) && sameTree(await readLocalFolder(root), topLevel)) return { pages: pages.length, layout: "pushed" };
  return { pages: await writeByPosition(root, topLevel), layout: "positions" };
}

async function emptyFolder(root: string) {
  await mkdir(root, { recursive: true });
  for (const item of await readdir(root)) if (!hidden(item)) await rm(path.join(root, item), { recursive: true, force: true });
}

/** Writes every page at the file it was pushed from; false when some page has none (or one outside the folder). */
async function writePushedFiles(root: string, pages: RemoteEntry[]): Promise<boolean> {
  const files = pages.map((entry) => (entry.metadata.source === "files" ? entry.metadata.source_path : undefined));
  const inside = (file: string | undefined): file is string =>
    file !== undefined && isMarkdown(file) && file.split("/").every((part) => part !== "" && part !== ".." && !hidden(part));
  if (pages.length === 0 || !files.every(inside) || new Set(files.map((file) => file.toLowerCase())).size !== files.length) return false;
  await emptyFolder(root);
  for (const [index, entry] of pages.entries()) {
    const file = path.join(root, files[index]!);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, pageFile(entry));
  }
  return true;
}

/** Whether pushing the folder read back would change nothing: the same sections, entries, order, titles, content and metadata. */
function sameTree(local: LocalSection[], remote: RemoteSection[]): boolean {
  const localShape = (nodes: LocalNode[]): unknown[] =>
    nodes.map((node) => [node.kind, node.slug, node.kind === "page" ? [node.title, contentHash(node.content), normalized(pushedMetadata(node))] : [], localShape(node.children)]);
  const remoteShape = (entries: RemoteEntry[], parentId: string | null): unknown[] =>
    entries
      .filter((entry) => entry.parent_id === parentId)
      .sort((a, b) => a.order - b.order)
      .map((entry) => [entry.kind, entry.slug, entry.kind === "page" ? [entry.title, entry.content_sha256, normalized(entry.metadata)] : [], remoteShape(entries, entry.entry_id)]);
  const shape = (sections: [string, unknown[]][]) => JSON.stringify(sections);
  return (
    shape(local.map((section) => [section.slug, localShape(section.entries)])) === shape(remote.map((section) => [section.slug, remoteShape(section.entries, null)]))
  );
}

async function writeByPosition(root: string, topLevel: RemoteSection[]): Promise<number> {
  await emptyFolder(root);
  let written = 0;
  const width = (count: number) => Math.max(2, String(count).length);
  const prefix = (position: number, count: number) => String(position + 1).padStart(width(count), "0");
  for (const [position, section] of topLevel.entries()) {
    const directory = path.join(root, `${prefix(position, topLevel.length)}-${section.slug}`);
    const children = new Map<string | null, RemoteEntry[]>();
    for (const entry of section.entries) children.set(entry.parent_id, [...(children.get(entry.parent_id) ?? []), entry]);
    const write = async (parentId: string | null, into: string) => {
      await mkdir(into, { recursive: true });
      const siblings = (children.get(parentId) ?? []).sort((a, b) => a.order - b.order);
      for (const [index, entry] of siblings.entries()) {
        const name = `${prefix(index, siblings.length)}-${entry.slug}`;
        if (entry.kind === "folder") await write(entry.entry_id, path.join(into, name));
        else {
          await writeFile(path.join(into, `${name}.md`), pageFile(entry));
          written += 1;
        }
      }
    };
    await write(null, directory);
  }
  return written;
}

function pageFile(entry: RemoteEntry): string {
  // Where the content came from describes the server's copy, not the file.
  const metadata = Object.fromEntries(Object.entries(entry.metadata).filter(([key]) => key !== "source" && key !== "source_path"));
  return matter.stringify(entry.content ?? "", { title: entry.title, ...metadata });
}
