import { createHash } from "node:crypto";
import { db } from "../db";
import type { StoredConfig } from "../documentation/schemas";
import { isMarkdownPath } from "../initializers/markdown-files";
import type { Variables } from "../rendering/variables";

/** A node of a version's navigation: sections and folders group pages. */
export type NavNode =
  | { kind: "section"; id: string; title: string; icon?: string; children: NavNode[] }
  | { kind: "folder"; id: string; title: string; label?: string; icon?: string; children: NavNode[] }
  | { kind: "page"; id: string; title: string; label?: string; icon?: string; path: string; description?: string; tags?: string[] };

/**
 * A page left out of the navigation (its entry or a folder above it is hidden): served at its
 * path, kept out of the sidebar, reading order, search, sitemap and llms.txt.
 */
export interface HiddenPage {
  id: string;
  title: string;
  path: string;
  description?: string;
  tags?: string[];
  /** The section and folders above it, outermost first. */
  trail: { id: string; title: string }[];
}

export interface NavVersion {
  id: string;
  name: string;
  slug: string;
  isDefault: boolean;
  isLatest: boolean;
  isDeprecated: boolean;
  nav: NavNode[];
  /** Absent from snapshots published before pages could be hidden. */
  hiddenPages?: HiddenPage[];
}

export interface PlannedPage {
  entryId: string;
  versionId: string;
  versionSlug: string;
  sectionId: string;
  sectionTitle: string;
  path: string;
  title: string;
  position: number;
  /** Left out of the navigation, search, sitemap and llms.txt; served at its path. */
  hidden: boolean;
  /** The markdown file it was imported, pushed or synced from (`guides/01-install.md`): its `.md` links may be relative to that file. */
  sourceFile?: string;
}

export interface DocumentationStructure {
  documentationId: string;
  organizationSlug: string;
  documentationSlug: string;
  versions: NavVersion[];
  pages: PlannedPage[];
  /** Digest of each version's page paths and source files: links resolve against them. */
  versionDigests: Record<string, string>;
  assets: { id: string; filename: string }[];
  /** The project's variables, which its pages' markdown is published with. */
  variables: Variables;
}

export interface SectionRow {
  id: string;
  versionId: string;
  parentId: string | null;
  title: string;
  slug: string;
  icon: string | null;
  order: number;
}

export interface EntryRow {
  id: string;
  sectionId: string;
  parentId: string | null;
  kind: "page" | "folder";
  title: string;
  slug: string;
  order: number;
  metadata?: unknown;
}

const byOrder = (a: { order: number; id: string }, b: { order: number; id: string }) => a.order - b.order || a.id.localeCompare(b.id);

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  for (const list of groups.values()) list.sort(byOrder as (a: T, b: T) => number);
  return groups;
}

/** One version's sections and entries as something other than the draft has them (a change request's branch). */
export interface VersionRows {
  versionId: string;
  sections: SectionRow[];
  entries: EntryRow[];
}

/**
 * The draft's structure: every version's navigation and its pages in reading order, with
 * the path of each page (section slugs, then folder and page slugs). Contents are not read.
 * `replaced` stands in for one version's rows, so a preview lays out a branch as a publish would.
 */
export async function loadDocumentationStructure(documentationId: string, replaced?: VersionRows): Promise<DocumentationStructure> {
  const documentation = await db.documentation.findUniqueOrThrow({
    where: { id: documentationId },
    select: { slug: true, config: true, organization: { select: { slug: true } } },
  });
  const [versions, sections, entries, assets] = await Promise.all([
    db.version.findMany({ where: { documentationId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    db.section.findMany({
      where: { version: { documentationId } },
      select: { id: true, versionId: true, parentId: true, title: true, slug: true, icon: true, order: true },
    }),
    db.entry.findMany({
      where: { section: { version: { documentationId } } },
      select: { id: true, sectionId: true, parentId: true, kind: true, title: true, slug: true, order: true, metadata: true },
    }),
    db.asset.findMany({ where: { documentationId }, select: { id: true, filename: true }, orderBy: { id: "asc" } }),
  ]);
  const replacedSections = new Set(sections.filter((section) => section.versionId === replaced?.versionId).map((section) => section.id));
  const allSections = replaced ? [...sections.filter((section) => !replacedSections.has(section.id)), ...replaced.sections] : sections;
  const allEntries = replaced ? [...entries.filter((entry) => !replacedSections.has(entry.sectionId)), ...replaced.entries] : entries;
  const sectionsByParent = groupBy(allSections as SectionRow[], (s) => `${s.versionId}/${s.parentId ?? ""}`);
  const entriesByParent = groupBy(allEntries as EntryRow[], (e) => `${e.sectionId}/${e.parentId ?? ""}`);

  const pages: PlannedPage[] = [];
  const navVersions: NavVersion[] = [];
  const versionDigests: Record<string, string> = {};
  for (const version of versions) {
    let position = 0;
    const hiddenPages: HiddenPage[] = [];
    /** The entries of a section or folder as navigation nodes; pages of hidden entries (and what they hold) go to hiddenPages. */
    const entryNodes = (section: SectionRow, parentId: string | null, prefix: string[], trail: HiddenPage["trail"], hiddenAbove: boolean): NavNode[] =>
      (entriesByParent.get(`${section.id}/${parentId ?? ""}`) ?? []).flatMap((entry): NavNode[] => {
        const path = [...prefix, entry.slug];
        const { hidden, description, tags, ...shown } = navMetadata(entry.metadata);
        const left = hiddenAbove || hidden;
        if (entry.kind === "folder") {
          const children = entryNodes(section, entry.id, path, [...trail, { id: entry.id, title: entry.title }], left);
          return left ? [] : [{ kind: "folder", id: entry.id, title: entry.title, ...shown, children }];
        }
        const sourceFile = markdownSourceFile(entry.metadata);
        pages.push({
          entryId: entry.id,
          versionId: version.id,
          versionSlug: version.slug,
          sectionId: section.id,
          sectionTitle: section.title,
          path: path.join("/"),
          title: entry.title,
          position: position++,
          hidden: left,
          ...(sourceFile && { sourceFile }),
        });
        if (left) hiddenPages.push({ id: entry.id, title: entry.title, path: path.join("/"), ...(description && { description }), ...(tags && { tags }), trail });
        // A page with children lists them after itself.
        const children = entryNodes(section, entry.id, path, trail, left);
        if (left) return [];
        const { icon, ...labelled } = shown;
        const page: NavNode = { kind: "page", id: entry.id, title: entry.title, ...labelled, path: path.join("/"), ...(description && { description }), ...(tags && { tags }) };
        if (children.length === 0) return [{ ...page, ...(icon && { icon }) }];
        // The group's summary shows the icon; the page's own link, first in the group, does not repeat it.
        return [{ kind: "folder", id: entry.id, title: entry.title, ...shown, children: [page, ...children] }];
      });
    const sectionNodes = (parentId: string | null, prefix: string[], trail: HiddenPage["trail"]): NavNode[] =>
      (sectionsByParent.get(`${version.id}/${parentId ?? ""}`) ?? []).map((section) => {
        const path = [...prefix, section.slug];
        const within = [...trail, { id: section.id, title: section.title }];
        return {
          kind: "section",
          id: section.id,
          title: section.title,
          ...(section.icon && { icon: section.icon }),
          children: [...entryNodes(section, null, path, within, false), ...sectionNodes(section.id, path, within)],
        };
      });
    const nav = sectionNodes(null, [], []);
    navVersions.push({
      id: version.id,
      name: version.name,
      slug: version.slug,
      isDefault: version.isDefault,
      isLatest: version.isLatest,
      isDeprecated: version.isDeprecated,
      nav,
      hiddenPages,
    });
    const paths = pages.filter((page) => page.versionId === version.id).map((page) => (page.sourceFile ? `${page.path}\t${page.sourceFile}` : page.path));
    versionDigests[version.id] = sha256(paths.join("\n"));
  }
  // Without a designated default, the first version is served at the root.
  if (navVersions.length > 0 && !navVersions.some((version) => version.isDefault)) navVersions[0]!.isDefault = true;
  return {
    documentationId,
    organizationSlug: documentation.organization.slug,
    documentationSlug: documentation.slug,
    versions: navVersions,
    pages,
    versionDigests,
    assets,
    variables: (documentation.config as StoredConfig).variables ?? {},
  };
}

/** What the site reads of an entry's metadata: whether it is hidden, its description and tags, and its sidebar label and icon when set. */
function navMetadata(metadata: unknown): { hidden: boolean; description?: string; tags?: string[]; label?: string; icon?: string } {
  const known = (metadata ?? {}) as { hidden?: boolean; sidebar_title?: string; description?: string; icon?: string; tags?: string[] };
  const tags = [...new Set(known.tags ?? [])];
  return {
    hidden: known.hidden === true,
    ...(known.description && { description: known.description }),
    ...(tags.length > 0 && { tags }),
    ...(known.sidebar_title && { label: known.sidebar_title }),
    ...(known.icon && { icon: known.icon }),
  };
}

/** The markdown file an entry came from, when a file import, a push or Git sync recorded one. */
function markdownSourceFile(metadata: unknown): string | undefined {
  const known = (metadata ?? {}) as { source?: string; source_path?: unknown };
  const fromFiles = known.source === "files" || known.source === "repository";
  return fromFiles && typeof known.source_path === "string" && isMarkdownPath(known.source_path) ? known.source_path : undefined;
}

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** Where the organization's documentation hub lists its public sites. */
export function hubPath(organizationSlug: string): string {
  return `/docs/${organizationSlug}`;
}

/** Where the published site lives. */
export function siteBasePath(organizationSlug: string, documentationSlug: string): string {
  return `${hubPath(organizationSlug)}/${documentationSlug}`;
}

/** The default version is served at the site's root, the others under their slug. */
export function versionBasePath(site: string, version: Pick<NavVersion, "slug" | "isDefault">): string {
  return version.isDefault ? site : `${site}/${version.slug}`;
}

/**
 * A page's path relative to the site, as readers reach it and redirects name it: the version
 * slug first for versions other than the default, no leading slash ("" is the site's root).
 */
export function sitePath(version: Pick<NavVersion, "slug" | "isDefault">, path: string): string {
  if (version.isDefault) return path;
  return path ? `${version.slug}/${path}` : version.slug;
}

export function assetPath(site: string, asset: { id: string; filename: string }): string {
  return `${site}/-/assets/${asset.id}/${encodeURIComponent(asset.filename)}`;
}
