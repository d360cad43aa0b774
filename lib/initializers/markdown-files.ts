import matter from "gray-matter";
import type { z } from "zod";
import type { EntryMetadata } from "../entries/schemas";
import { invalidInput } from "../errors";
import type { Prisma } from "../generated/prisma/client";
import { slugify } from "../slug";
import type { InitialContent, InitialEntry, InitialSection, SectionSourceKind } from "./initial-content";

export interface MarkdownFile {
  /** Relative path with `/` separators, e.g. `guides/install.md`. */
  path: string;
  content: string;
}

/** What a directory's name cannot say: its title, its icon and its place among its siblings. */
export interface DirectorySettings {
  title?: string;
  icon?: string;
  order?: number;
}

export interface MarkdownFilesOptions {
  versionName: string;
  source: SectionSourceKind;
  /** Stored on every section, with the section's directory added as `path`. */
  sourceDetails?: Prisma.InputJsonObject;
  /** By directory path (`guides/advanced`), e.g. from a Git sync's configuration file. */
  directories?: Record<string, DirectorySettings>;
}

export const markdownExtensions = [".md", ".mdx", ".markdown"] as const;

export const isMarkdownPath = (path: string) => markdownExtensions.some((extension) => path.toLowerCase().endsWith(extension));

/** The section holding the files at the root of the tree. */
export const rootSectionTitle = "Documentation";

const indexNames = ["index", "readme"];

/** `index.md` or `README.md`: a directory's first page. */
export const isIndexFile = (name: string) => indexNames.includes(baseName(name).toLowerCase());
const maxLengths = { title: 300, sidebarTitle: 100, description: 500, tag: 50, tags: 30, icon: 100 };

interface PageNode {
  kind: "page";
  name: string;
  entry: InitialEntry;
  order?: number;
  isIndex: boolean;
}

interface FolderNode {
  kind: "folder";
  name: string;
  path: string;
  title: string;
  icon?: string;
  order?: number;
  children: Map<string, FolderNode>;
  pages: PageNode[];
}

/**
 * Maps a tree of markdown files to a project's first content, the way docs folders are laid
 * out in Docusaurus, GitBook or Mintlify repositories: top-level directories become sections
 * (files at the root go to a first "Documentation" section), deeper directories become
 * folders, and a directory's `index.md` or `README.md` becomes its first page.
 */
export function contentFromMarkdownFiles(files: MarkdownFile[], options: MarkdownFilesOptions): InitialContent {
  const directories = options.directories ?? {};
  const newFolder = (name: string, path: string): FolderNode => ({
    kind: "folder",
    name,
    path,
    title: directories[path]?.title?.slice(0, maxLengths.title) ?? humanize(name),
    icon: directories[path]?.icon?.trim().slice(0, maxLengths.icon) || undefined,
    order: directories[path]?.order ?? numericPrefix(name),
    children: new Map(),
    pages: [],
  });
  const root = newFolder("", "");
  for (const file of files) {
    const segments = pathSegments(file.path);
    let folder = root;
    for (const directory of segments.slice(0, -1)) {
      let child = folder.children.get(directory);
      if (!child) {
        child = newFolder(directory, folder.path ? `${folder.path}/${directory}` : directory);
        folder.children.set(directory, child);
      }
      folder = child;
    }
    folder.pages.push(pageNode(file, segments, folder, options.source));
  }

  const sections: InitialSection[] = [];
  const sectionSource = (path: string) => ({ kind: options.source, details: { ...options.sourceDetails, path } });
  if (root.pages.length > 0) {
    sections.push({ title: rootSectionTitle, source: sectionSource(""), entries: folderEntries({ ...root, children: new Map() }, options.source) });
  }
  for (const directory of ordered([...root.children.values()])) {
    sections.push({ title: directory.title, ...(directory.icon && { icon: directory.icon }), source: sectionSource(directory.path), entries: folderEntries(directory, options.source) });
  }
  return { versionName: options.versionName, sections };
}

function pathSegments(path: string): string[] {
  const segments = path.replaceAll("\\", "/").split("/").filter((segment) => segment !== "" && segment !== ".");
  if (segments.length === 0 || segments.includes("..")) {
    throw invalidInput(`The file path "${path}" is not a relative path inside the folder.`);
  }
  return segments;
}

/** Index first, then explicit order (front matter or a numeric name prefix), then by name. */
function folderEntries(folder: FolderNode, source: SectionSourceKind): InitialEntry[] {
  const index = pickIndex(folder.pages);
  const rest = ordered<PageNode | FolderNode>([...folder.pages.filter((page) => page !== index), ...folder.children.values()]);
  const entries = rest.map((node): InitialEntry =>
    node.kind === "page"
      ? node.entry
      : {
          kind: "folder",
          title: node.title,
          slug: slugify(stripNumericPrefix(node.name)),
          metadata: { source, source_path: node.path, ...(node.icon && { icon: node.icon }) },
          children: folderEntries(node, source),
        },
  );
  return index ? [index.entry, ...entries] : entries;
}

/** `index.*` wins over `README.*` when a directory has both; the other stays an ordinary page. */
function pickIndex(pages: PageNode[]): PageNode | undefined {
  const candidates = pages.filter((page) => page.isIndex);
  return candidates.find((page) => baseName(page.name) === "index") ?? candidates[0];
}

function ordered<T extends { name: string; order?: number }>(nodes: T[]): T[] {
  return nodes.sort((a, b) => {
    if (a.order !== undefined && b.order !== undefined && a.order !== b.order) return a.order - b.order;
    if (a.order !== undefined && b.order === undefined) return -1;
    if (a.order === undefined && b.order !== undefined) return 1;
    return stripNumericPrefix(a.name).localeCompare(stripNumericPrefix(b.name), "en", { numeric: true, sensitivity: "base" });
  });
}

function pageNode(file: MarkdownFile, segments: string[], folder: FolderNode, source: SectionSourceKind): PageNode {
  const name = segments.at(-1)!;
  const path = segments.join("/");
  const isIndex = isIndexFile(name);
  const { data, content } = parseFrontMatter(file.content, path);
  const frontMatterTitle = text(data.title);
  const { heading, body } = takeTitleHeading(content, frontMatterTitle);

  let title = frontMatterTitle ?? heading;
  if (isIndex && !frontMatterTitle) {
    // A directory's index introduces the directory: "Overview" unless its heading says more.
    const folderTitle = folder.name ? folder.title : undefined;
    if (folder.name === "") title = heading ?? "Introduction";
    else title = heading && heading.toLowerCase() !== folderTitle?.toLowerCase() ? heading : "Overview";
  }
  title ??= humanize(baseName(name));

  const slug = text(data.slug);
  const metadata: z.input<typeof EntryMetadata> = { source, source_path: path };
  const description = text(data.description);
  if (description) metadata.description = description.slice(0, maxLengths.description);
  const sidebarTitle = text(data.sidebar_title) ?? text(data.sidebar_label) ?? text(data.sidebarTitle);
  if (sidebarTitle) metadata.sidebar_title = sidebarTitle.slice(0, maxLengths.sidebarTitle);
  const icon = text(data.icon);
  if (icon) metadata.icon = icon.slice(0, maxLengths.icon);
  if (data.hidden === true) metadata.hidden = true;
  const tags = tagList(data.tags);
  if (tags.length > 0) metadata.tags = tags;

  return {
    kind: "page",
    name,
    isIndex,
    order: numberValue(data.order) ?? numberValue(data.sidebar_position) ?? numericPrefix(name),
    entry: {
      kind: "page",
      title: title.slice(0, maxLengths.title),
      // An explicit slug may be a Docusaurus-style path; its last segment names the page.
      slug: slug ? slugify(slug.split("/").filter(Boolean).at(-1) ?? slug) : isIndex ? undefined : slugify(stripNumericPrefix(baseName(name))),
      content: body,
      metadata,
    },
  };
}

function parseFrontMatter(content: string, path: string): { data: Record<string, unknown>; content: string } {
  try {
    // Options turn off gray-matter's cache, which would share `data` between identical files.
    const parsed = matter(content, {});
    return { data: parsed.data as Record<string, unknown>, content: parsed.content };
  } catch (error) {
    throw invalidInput(`The front matter of "${path}" is not valid YAML: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`, [
      { path, message: "invalid front matter" },
    ]);
  }
}

/**
 * The first `# heading` outside code blocks, removed from the body because the site shows the
 * title as the page's heading. With a front-matter title, only a leading heading repeating it is removed.
 */
function takeTitleHeading(content: string, frontMatterTitle: string | undefined): { heading?: string; body: string } {
  const lines = content.split("\n");
  let fence: string | undefined;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      if (!fence) fence = fenceMatch[1]![0]!;
      else if (fenceMatch[1]![0] === fence) fence = undefined;
      continue;
    }
    if (fence) continue;
    const heading = /^\s{0,3}#\s+(.+?)(?:\s+#+)?\s*$/.exec(line);
    if (frontMatterTitle) {
      if (line.trim() === "") continue;
      if (heading?.[1]?.trim() !== frontMatterTitle) return { body: trimBody(content) };
    } else if (!heading) continue;
    lines.splice(index, 1);
    return { heading: heading![1]!.trim(), body: trimBody(lines.join("\n")) };
  }
  return { body: trimBody(content) };
}

const trimBody = (body: string) => body.replace(/^\s*\n/, "").replace(/\s+$/, "") + "\n";

export const baseName = (name: string) => name.replace(/\.[^.]+$/, "");

const numericPrefixPattern = /^(\d+)[-_. ]+(?=\S)/;

function numericPrefix(name: string): number | undefined {
  const match = numericPrefixPattern.exec(name);
  return match ? Number(match[1]) : undefined;
}

export const stripNumericPrefix = (name: string) => name.replace(numericPrefixPattern, "");

/** `01-getting_started.md` → "Getting started". */
export function humanize(name: string): string {
  const words = stripNumericPrefix(baseName(name)).replace(/[-_]+/g, " ").trim() || name;
  return (words.charAt(0).toUpperCase() + words.slice(1)).slice(0, maxLengths.title);
}

function text(value: unknown): string | undefined {
  if (typeof value === "number") return String(value);
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

function numberValue(value: unknown): number | undefined {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) ? number : undefined;
}

/** Tags as a YAML list or a comma-separated string. */
function tagList(value: unknown): string[] {
  const raw = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [];
  const tags = raw.map(text).filter((tag): tag is string => tag !== undefined).map((tag) => tag.slice(0, maxLengths.tag));
  return [...new Set(tags)].slice(0, maxLengths.tags);
}
