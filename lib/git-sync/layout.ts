import { createHash } from "node:crypto";
import matter from "gray-matter";
import { z } from "zod";
import { invalidInput } from "../errors";
import type { InitialEntry } from "../initializers/initial-content";
import { baseName, contentFromMarkdownFiles, humanize, isIndexFile, isMarkdownPath, stripNumericPrefix, type DirectorySettings, type MarkdownFile } from "../initializers/markdown-files";
import { slugify } from "../slug";

/**
 * The files of a synced version, in the layout the file and repository initializers read
 * (lib/initializers/markdown-files.ts): top-level directories are sections (files at the root
 * a "Documentation" section), deeper ones folders, pages are markdown with front matter. What
 * that layout cannot say, directories' titles, icons and order, is in the configuration file.
 */
export const configFileName = "docs-platform.json";

const ConfigFile = z.object({
  directories: z.record(z.string(), z.object({ title: z.string().optional(), icon: z.string().optional(), order: z.number().optional() })).default({}),
});

/** The front matter keys a page's metadata round-trips through. */
const syncedMetadataKeys = ["description", "sidebar_title", "icon", "hidden", "tags"] as const;

export type SyncedMetadata = Partial<Record<(typeof syncedMetadataKeys)[number], unknown>>;

export function syncedMetadata(metadata: unknown): SyncedMetadata {
  const record = (metadata ?? {}) as Record<string, unknown>;
  return Object.fromEntries(syncedMetadataKeys.filter((key) => record[key] !== undefined).map((key) => [key, record[key]]));
}

/** The content as a file gives it back: the reader drops leading blank lines and trailing whitespace. */
const fileContent = (content: string) => content.replace(/^\s*\n/, "").replace(/\s+$/, "");

/** What the sync compares an entry by: what its file says (position aside). */
export function entryHash(entry: { kind: string; title: string; slug: string; content: string; metadata: unknown }): string {
  const fields = [entry.kind, entry.title, entry.slug, entry.kind === "page" ? fileContent(entry.content) : "", entry.kind === "page" ? syncedMetadata(entry.metadata) : {}];
  return createHash("sha256").update(JSON.stringify(fields)).digest("hex");
}

/**
 * What the sync compares a section or folder by: its title and icon (its name and place are its
 * path and order). Without an icon, the hash recorded before directories had icons.
 */
export const directoryHash = (title: string, icon?: string | null) =>
  createHash("sha256").update(JSON.stringify(icon ? ["directory", title, icon] : ["directory", title])).digest("hex");

/** A folder's or section's icon, from its metadata (a section's draft node carries only that). */
export const directoryIcon = (metadata: unknown) => syncedMetadata(metadata).icon as string | undefined;

export interface LayoutEntry {
  kind: "page" | "folder";
  /** A page's file or a folder's directory, relative to the synced folder. */
  path: string;
  title: string;
  slug: string;
  content: string;
  metadata: SyncedMetadata;
  /** Position among its siblings. */
  order: number;
  children: LayoutEntry[];
}

export interface LayoutSection {
  /** Its directory ("" for the files at the root). */
  path: string;
  title: string;
  icon?: string;
  order: number;
  entries: LayoutEntry[];
}

const isHidden = (path: string) => path.split("/").some((segment) => segment.startsWith(".") || segment === "node_modules");

/** Whether a path of the synced folder belongs to the layout (markdown outside hidden directories, and the configuration file). */
export const isLayoutPath = (path: string) => path === configFileName || (isMarkdownPath(path) && !isHidden(path));

/** The sections and entries the files describe. */
export function readLayout(files: MarkdownFile[], config: string | undefined): LayoutSection[] {
  let directories: Record<string, DirectorySettings> = {};
  if (config !== undefined) {
    try {
      directories = ConfigFile.parse(JSON.parse(config)).directories;
    } catch (error) {
      throw invalidInput(`${configFileName} is not valid: ${(error as Error).message.split("\n")[0]}`, [{ path: configFileName, message: "invalid configuration" }]);
    }
  }
  if (files.length === 0) return [];
  const content = contentFromMarkdownFiles(files, { versionName: "sync", source: "repository", directories });
  const toEntry = (entry: InitialEntry, order: number): LayoutEntry => {
    const metadata = (entry.metadata ?? {}) as Record<string, unknown>;
    return {
      kind: entry.kind ?? "page",
      path: String(metadata.source_path),
      title: entry.title,
      slug: entry.slug ?? slugify(entry.title),
      content: entry.content ?? "",
      metadata: syncedMetadata(metadata),
      order,
      children: (entry.children ?? []).map(toEntry),
    };
  };
  return content.sections.map((section, order) => ({
    path: String((section.source?.details as { path?: unknown } | undefined)?.path ?? ""),
    title: section.title,
    ...(section.icon && { icon: section.icon }),
    order,
    entries: section.entries.map(toEntry),
  }));
}

/** A section or entry of the draft, as the writer needs it. */
export interface DraftNode {
  id: string;
  kind: "section" | "page" | "folder";
  title: string;
  slug: string;
  content: string;
  /** A section's: its icon only. */
  metadata: unknown;
  children: DraftNode[];
}

export interface WrittenNode {
  id: string;
  kind: DraftNode["kind"];
  path: string;
  /** Position among its siblings, from 1. */
  order: number;
  /** Pages: the file's bytes. */
  file?: Buffer;
}

/** The derived slug of a file or directory name, as the reader gives it without front matter. */
const nameSlug = (name: string) => slugify(stripNumericPrefix(baseName(name)));

/**
 * The draft as files. Sections, folders and pages keep the paths they were synced at while
 * their parent and slug stay the same (so a file edited in Git keeps its name); others are
 * named by slug. Titles and metadata go to front matter, positions to `order` (pages) and the
 * configuration file (directories), so reading the files back gives the same draft.
 */
export function writeLayout(sections: DraftNode[], syncedPaths: Map<string, string>): { nodes: WrittenNode[]; config: Buffer } {
  const nodes: WrittenNode[] = [];
  const directories: Record<string, DirectorySettings> = {};
  const keptName = (node: DraftNode, parentDir: string) => {
    const synced = syncedPaths.get(node.id);
    if (synced === undefined) return undefined;
    const slash = synced.lastIndexOf("/");
    const dir = slash < 0 ? "" : synced.slice(0, slash);
    const name = synced.slice(slash + 1);
    if (dir !== parentDir) return undefined;
    if (node.kind === "page" && isIndexFile(name)) return name;
    return nameSlug(name) === node.slug ? name : undefined;
  };
  const join = (dir: string, name: string) => (dir ? `${dir}/${name}` : name);
  /** A directory's settings: the title where its name does not give it, the icon, the position. */
  const settings = (node: DraftNode, name: string, order: number): DirectorySettings => {
    const icon = directoryIcon(node.metadata);
    return { ...(node.title !== humanize(name) ? { title: node.title } : {}), ...(icon ? { icon } : {}), order };
  };

  /** Names siblings: kept names first, then free slug-based names. */
  const nameSiblings = (siblings: DraftNode[], dir: string, used: Set<string>) => {
    const names = new Map<string, string>();
    for (const node of siblings) {
      const kept = keptName(node, dir);
      if (kept !== undefined && !used.has(kept.toLowerCase())) {
        names.set(node.id, kept);
        used.add(kept.toLowerCase());
      }
    }
    for (const node of siblings) {
      if (names.has(node.id)) continue;
      const extension = node.kind === "page" ? ".md" : "";
      let name = `${node.slug}${extension}`;
      for (let suffix = 2; used.has(name.toLowerCase()); suffix++) name = `${node.slug}-${suffix}${extension}`;
      names.set(node.id, name);
      used.add(name.toLowerCase());
    }
    return names;
  };

  const writeEntries = (entries: DraftNode[], dir: string) => {
    const names = nameSiblings(entries, dir, new Set([configFileName.toLowerCase()]));
    for (const [position, entry] of entries.entries()) {
      const path = join(dir, names.get(entry.id)!);
      if (entry.kind === "folder") {
        directories[path] = settings(entry, names.get(entry.id)!, position + 1);
        nodes.push({ id: entry.id, kind: "folder", path, order: position + 1 });
        writeEntries(entry.children, path);
      } else {
        nodes.push({ id: entry.id, kind: "page", path, order: position + 1, file: pageFile(entry, names.get(entry.id)!, position + 1) });
      }
    }
  };

  const rootSection = sections.find((section) => syncedPaths.get(section.id) === "");
  const named = nameSiblings(
    sections.filter((section) => section !== rootSection),
    "",
    new Set([configFileName.toLowerCase()]),
  );
  for (const [position, section] of sections.entries()) {
    const path = section === rootSection ? "" : named.get(section.id)!;
    if (path) directories[path] = settings(section, path, position + 1);
    nodes.push({ id: section.id, kind: "section", path, order: position + 1 });
    writeEntries(section.children, path);
  }
  const config = Buffer.from(JSON.stringify({ directories }, null, 2) + "\n");
  return { nodes, config };
}

function pageFile(entry: DraftNode, name: string, order: number): Buffer {
  const derivedSlug = isIndexFile(name) ? slugify(entry.title) : nameSlug(name);
  const data: Record<string, unknown> = { title: entry.title, ...(entry.slug !== derivedSlug ? { slug: entry.slug } : {}), ...syncedMetadata(entry.metadata), order };
  return Buffer.from(matter.stringify(entry.content, data));
}
