import path from "node:path/posix";
import { setImmediate as nextTurn } from "node:timers/promises";
import { databaseMode, db, queryRows } from "../db";
import { Prisma } from "../generated/prisma/client";
import { isMarkdownPath } from "../initializers/markdown-files";
import { expandIncludes, type IncludeLoader } from "../rendering/includes";
import { renderMarkdown, type TocItem } from "../rendering/markdown";
import { substituteVariables } from "../rendering/variables";
import { anchorOf, headingIds, type PageLink } from "./links";
import { pagePassages, type Passage } from "./passages";
import { assetPath, sha256, siteBasePath, versionBasePath, type PlannedPage, type DocumentationStructure } from "./structure";

/** Rendered pages written in one statement. */
export const writeGroupSize = 25;
/** How often the pages written are reported while a batch renders. */
const progressEveryPages = 100;

/** Bump when rendering output changes, so the next publish renders every page again. */
const rendererVersion = "7";

const hasScheme = /^[a-z][a-z0-9+.-]*:/i;

/** What a link of a page names: a page of its version (its path and `#fragment`), or none. */
export type LinkTarget = { path: string; hash: string } | "missing" | null;

/**
 * What a link of a page names among the pages of its version: a page, a page the version lacks
 * ("missing": a relative or `entry:` link to nothing), or nothing to resolve (null: an external
 * URL, an anchor of the same page, an empty link). A relative `.md` link of a page that came
 * from a file (imported, pushed or synced) names the page of the file it leads to from there,
 * as it does in the repository; otherwise links are read as paths of the site.
 */
export function linkTarget(href: string, fromPath: string, targets: Omit<VersionLinkTargets, "byPath">): LinkTarget {
  const entryLink = /^entry:([\w-]+)(#.*)?$/.exec(href);
  if (entryLink) {
    const target = targets.byEntry.get(entryLink[1]!);
    return target === undefined ? "missing" : { path: target, hash: entryLink[2] ?? "" };
  }
  if (!href || /^[#?]/.test(href) || href.startsWith("//") || hasScheme.test(href)) return null;
  const [pathPart = "", hash = ""] = href.split(/(?=#)/, 2);
  const fromFile = targets.sourceFileOf.get(fromPath);
  if (fromFile && !pathPart.startsWith("/") && isMarkdownPath(pathPart)) {
    const found = targets.bySourceFile.get(path.normalize(path.join(path.dirname(fromFile), decodedOrAsIs(pathPart))));
    if (found !== undefined) return { path: found, hash };
  }
  const target = pathPart.startsWith("/") ? pathPart.slice(1) : path.join(path.dirname(fromPath), pathPart);
  const normalized = path
    .normalize(target)
    .replace(/\.md$/i, "")
    .replace(/(^|\/)index$/, "")
    .replace(/\/+$/, "");
  return targets.paths.has(normalized) ? { path: normalized, hash } : "missing";
}

/**
 * The link as the broken-link check reads it, or null for links it leaves alone: external
 * URLs, links to assets, bare `#`.
 */
function checkedLink(href: string, target: LinkTarget, fromPath: string, assets: { id: string; filename: string }[]): PageLink | null {
  if (target === "missing") return assetForImage(href, assets) ? null : { href, path: null, anchor: null };
  if (target) return { href, path: target.path, anchor: anchorOf(target.hash) };
  if (!href.startsWith("#")) return null;
  const anchor = anchorOf(href);
  return anchor === null ? null : { href, path: fromPath, anchor };
}

const apiAssetFile = /^\/api\/v1\/documentation\/[\w-]+\/[\w-]+\/asset\/([\w-]+)\/file$/;

/**
 * The asset an image source names: `asset:<id>`, the asset's API file address (what the
 * editor inserts) or its file name.
 */
export function assetForImage<A extends { id: string; filename: string }>(src: string, assets: A[]): A | undefined {
  const byId = /^asset:(?:\/\/)?([\w-]+)$/.exec(src) ?? apiAssetFile.exec(src.split(/[?#]/)[0]!);
  if (byId) return assets.find((candidate) => candidate.id === byId[1]);
  if (hasScheme.test(src) || src.startsWith("//")) return undefined;
  const filename = path.basename(src.split(/[?#]/)[0]!);
  return assets.find((candidate) => candidate.filename === decodedOrAsIs(filename));
}

/** A percent-encoded name decoded, or as written when it does not decode (`50%`). */
function decodedOrAsIs(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** Resolves an image source to the published address of the asset it names. */
export function resolveAssetImage(src: string, site: string, assets: { id: string; filename: string }[]): string | null {
  const asset = assetForImage(src, assets);
  return asset ? assetPath(site, asset) : null;
}

/** Where a page's links and images lead: its site and version, the version's pages, the assets. */
export interface PageSurroundings {
  site: string;
  /** The version's base path. */
  base: string;
  targets: VersionLinkTargets;
  assets: { id: string; filename: string }[];
}

/**
 * A page's row as a publish writes it: rendered, with its links, heading ids and passages.
 * Includes naming nothing count among its broken links.
 */
export async function renderRow(
  page: { title: string; path: string; markdown: string; contentHash: string; missingIncludes?: string[] },
  { site, base, targets, assets }: PageSurroundings,
): Promise<RenderedRow> {
  const links: PageLink[] = (page.missingIncludes ?? []).map((target) => ({ href: `@include: ${target}`, path: null, anchor: null }));
  const rendered = await renderMarkdown(page.markdown, {
    pageTitle: page.title,
    resolveLink: (href) => {
      const target = linkTarget(href, page.path, targets);
      const link = checkedLink(href, target, page.path, assets);
      if (link) links.push(link);
      return target && target !== "missing" ? `${base}/${target.path}${target.hash}` : null;
    },
    resolveImage: (src) => resolveAssetImage(src, site, assets),
  });
  return {
    contentHash: page.contentHash,
    title: page.title,
    markdown: page.markdown,
    html: rendered.html,
    toc: rendered.toc,
    plainText: rendered.text,
    links,
    anchors: headingIds(rendered.html),
    passages: pagePassages(page.title, rendered.html),
  };
}

export interface RenderedBatch {
  /** The rendered page of each planned page, in order. */
  renderedPageIds: string[];
  /** How many were rendered now (the others reused an earlier render). */
  rendered: number;
}

/**
 * Renders the pages whose inputs changed since an earlier publish; a page whose content hash
 * (its markdown, title, place and the link targets around it) was rendered before reuses
 * that render. Inserting is idempotent, so a retried batch does no harm. `reportWritten` hears,
 * every hundred pages or so, how many of the batch are in the database.
 */
export async function renderPages(
  structure: DocumentationStructure,
  pages: PlannedPage[],
  reportWritten?: (pagesDone: number) => Promise<void>,
): Promise<RenderedBatch> {
  const site = siteBasePath(structure.organizationSlug, structure.documentationSlug);
  const versions = new Map(structure.versions.map((version) => [version.id, version]));
  const assetsDigest = sha256(structure.assets.map((asset) => `${asset.id}:${asset.filename}`).join("\n"));
  const contents = new Map(
    (await db.entry.findMany({ where: { id: { in: pages.map((page) => page.entryId) } }, select: { id: true, content: true } })).map(
      (entry) => [entry.id, entry.content],
    ),
  );
  const linkTargets = linkTargetsOf(structure);
  const readContent = contentReader(contents);
  const loaders = new Map([...linkTargets].map(([versionId, targets]) => [versionId, includeLoader(targets, readContent)]));
  const inputs = await Promise.all(
    pages.map(async (page) => {
      const base = versionBasePath(site, versions.get(page.versionId)!);
      // The page as readers get it, raw copies included: what it includes and its variables' values written in.
      const expanded = await expandIncludes(contents.get(page.entryId) ?? "", page.path, loaders.get(page.versionId)!, { variables: structure.variables });
      const markdown = substituteVariables(expanded.markdown, structure.variables);
      const hash = sha256(
        [rendererVersion, base, page.path, page.title, structure.versionDigests[page.versionId], assetsDigest, markdown, ...expanded.missing].join("\0"),
      );
      return { page, base, markdown, missingIncludes: expanded.missing, hash };
    }),
  );
  const known = new Map(
    (
      await db.renderedPage.findMany({
        where: { documentationId: structure.documentationId, contentHash: { in: inputs.map((input) => input.hash) } },
        select: { id: true, contentHash: true },
      })
    ).map((row) => [row.contentHash, row.id]),
  );
  const missing = inputs.filter((input, index) => !known.has(input.hash) && inputs.findIndex((other) => other.hash === input.hash) === index);
  if (missing.length > 0) {
    await replanAsTablesGrow();
    // Rows are written in groups while the next group renders: the database works in its own
    // process, so writing and rendering overlap.
    let writes = Promise.resolve();
    let rows: RenderedRow[] = [];
    // Pages reused (or rendered twice in the batch) count as done from the start.
    let written = pages.length - missing.length;
    let reported = written;
    const flush = () => {
      const group = rows;
      rows = [];
      writes = writes.then(async () => {
        await insertRenderedPages(structure.documentationId, group);
        written += group.length;
        if (reportWritten && written - reported >= progressEveryPages) {
          reported = written;
          await reportWritten(written);
        }
      });
      // A failed write is reported when the step awaits `writes`, not as an unhandled rejection.
      writes.catch(() => {});
    };
    try {
      for (const { page, base, markdown, missingIncludes, hash } of missing) {
        rows.push(await renderRow({ title: page.title, path: page.path, markdown, missingIncludes, contentHash: hash }, { site, base, targets: linkTargets.get(page.versionId)!, assets: structure.assets }));
        if (rows.length === writeGroupSize) flush();
        // Rendering never waits on I/O: without a turn of the event loop, no write would be
        // sent (nor its answer read) until the last page of the batch had rendered.
        await nextTurn();
      }
      if (rows.length > 0) flush();
    } finally {
      // Every write started is awaited, also when rendering failed, so none outlives the step.
      await writes.catch(() => {});
    }
    await writes;
    const created = await db.renderedPage.findMany({
      where: { documentationId: structure.documentationId, contentHash: { in: missing.map((input) => input.hash) } },
      select: { id: true, contentHash: true },
    });
    for (const row of created) known.set(row.contentHash, row.id);
  }
  return { renderedPageIds: inputs.map((input) => known.get(input.hash)!), rendered: missing.length };
}

/**
 * The embedded database is one session for the life of the app, and it keeps the plans of the
 * foreign-key checks run on every passage written. Planned while RenderedPage was small, the
 * check reads the whole table, which the publish grows by thousands of rows: a 10,000-page
 * publish spent 15 of its 17 s in the database so. Each batch has them planned again.
 */
async function replanAsTablesGrow(): Promise<void> {
  if (databaseMode() !== "postgres") await db.$executeRaw`DISCARD PLANS`;
}

export interface RenderedRow {
  contentHash: string;
  title: string;
  markdown: string;
  html: string;
  toc: TocItem[];
  plainText: string;
  links: PageLink[];
  anchors: string[];
  passages: Passage[];
}

/**
 * Writes rendered pages, their passages (for Ask AI) and adds their words to the project's
 * lexicon, in one statement with one JSON parameter: Prisma's createMany passes every value
 * of large rows through its query compiler, which cost more time and memory than the insert
 * itself. Search completes prefixes through the lexicon, so it holds every word of the pages'
 * search vectors (typo corrections pick plain words from it). A page rendered twice (a retried
 * step) is written once; its words and passages were added with it.
 */
async function insertRenderedPages(documentationId: string, rows: RenderedRow[]): Promise<void> {
  await queryRows(insertRenderedPagesStatement(documentationId, rows));
}

/** The statement of insertRenderedPages, which the publish's warm-up (./warm-up.ts) runs too. */
export function insertRenderedPagesStatement(documentationId: string, rows: RenderedRow[]): Prisma.Sql {
  return Prisma.sql`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS r("contentHash" text, "title" text, "markdown" text, "html" text, "toc" jsonb, "plainText" text, "links" jsonb, "anchors" text[], "passages" jsonb)
    ),
    inserted AS (
      INSERT INTO "RenderedPage" ("id", "documentationId", "contentHash", "title", "markdown", "html", "toc", "plainText", "links", "anchors")
      SELECT gen_random_uuid()::text, ${documentationId}, r."contentHash", r."title", r."markdown", r."html", r."toc", r."plainText", r."links", r."anchors"
      FROM input r
      ON CONFLICT ("documentationId", "contentHash") DO NOTHING
      RETURNING "id", "contentHash", "title", "searchVector"
    ),
    passages AS (
      INSERT INTO "PagePassage" ("id", "renderedPageId", "documentationId", "position", "title", "anchor", "heading", "text")
      SELECT gen_random_uuid()::text, i."id", ${documentationId}, (p.ordinality - 1)::int, i."title", p.value->>'anchor', p.value->>'heading', p.value->>'text'
      FROM inserted i JOIN input r ON r."contentHash" = i."contentHash", jsonb_array_elements(r."passages") WITH ORDINALITY p
    )
    INSERT INTO "SearchTerm" ("documentationId", "term")
    SELECT DISTINCT ${documentationId}, word FROM inserted, unnest(tsvector_to_array("searchVector")) AS word
    ON CONFLICT DO NOTHING`;
}

/** The pages of a version, which its pages' links may name: by path, and by entry id. */
export interface VersionLinkTargets {
  paths: Set<string>;
  byEntry: Map<string, string>;
  /** The entry of each page path. */
  byPath: Map<string, string>;
  /** The markdown file of each page imported from one, by page path. */
  sourceFileOf: Map<string, string>;
  /** The page path of each such file. */
  bySourceFile: Map<string, string>;
}

/** Finds included pages among the version's, reading their markdown with `contentOf`. */
export function includeLoader(targets: VersionLinkTargets, contentOf: (entryId: string) => Promise<string>): IncludeLoader {
  return async (target, fromPath) => {
    const found = linkTarget(target, fromPath, targets);
    if (!found || found === "missing") return null;
    const entryId = targets.byPath.get(found.path);
    if (entryId === undefined) return null;
    // A link to a markdown file stays one (`/guides/setup.md`), as the page's raw copy shows it.
    const pageLink = (href: string) => {
      const linked = linkTarget(href, found.path, targets);
      if (!linked || linked === "missing") return null;
      return `/${linked.path}${isMarkdownPath(href.split("#", 1)[0]!) ? ".md" : ""}${linked.hash}`;
    };
    return { path: found.path, markdown: await contentOf(entryId), pageLink };
  };
}

/** The markdown of pages: the batch's as read, others' from the database, each read once. */
function contentReader(contents: Map<string, string>): (entryId: string) => Promise<string> {
  const loaded = new Map<string, Promise<string>>();
  return (entryId) => {
    const known = contents.get(entryId);
    if (known !== undefined) return Promise.resolve(known);
    let content = loaded.get(entryId);
    if (!content) {
      content = db.entry.findUnique({ where: { id: entryId }, select: { content: true } }).then((entry) => entry?.content ?? "");
      loaded.set(entryId, content);
    }
    return content;
  };
}

/** The link targets of each version, by version id. */
export function linkTargetsOf(structure: DocumentationStructure): Map<string, VersionLinkTargets> {
  const targets = new Map<string, VersionLinkTargets>();
  for (const page of structure.pages) {
    let version = targets.get(page.versionId);
    if (!version) targets.set(page.versionId, (version = { paths: new Set(), byEntry: new Map(), byPath: new Map(), sourceFileOf: new Map(), bySourceFile: new Map() }));
    version.paths.add(page.path);
    version.byEntry.set(page.entryId, page.path);
    version.byPath.set(page.path, page.entryId);
    if (page.sourceFile) {
      version.sourceFileOf.set(page.path, page.sourceFile);
      version.bySourceFile.set(page.sourceFile, page.path);
    }
  }
  return targets;
}
