import { z } from "zod";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";
import { decodeCursor, encodeCursor } from "../pagination";
import { loadProjectStructure, siteBasePath, versionBasePath } from "../publishing/structure";
import { BoundedCache } from "./bounded-cache";
import type { SearchInput } from "./schemas";

export interface SearchResult {
  entry_id: string;
  title: string;
  /** Path of the page inside its version. */
  path: string;
  /** Where readers find it on the published site (null for draft results). */
  url: string | null;
  version_id: string;
  section: { section_id: string; title: string };
  /** HTML-escaped text with matches wrapped in `<mark>`. */
  snippet: string;
  rank: number;
}

export interface SearchPage {
  results: SearchResult[];
  next_cursor: string | null;
}

const OffsetCursor = z.object({ offset: z.number().int().min(0).max(10_000) });
const maxTerms = 8;
/** Matches ranked per query: bounds the cost of very common words on large projects. */
const candidateLimit = 300;

/** Words of the query: letters, digits and underscores, lower-cased. */
export function queryTerms(query: string): string[] {
  return [...new Set(query.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [])].slice(0, maxTerms);
}

/**
 * A tsquery requiring every word: as a prefix (`instal` finds "installation") or as one of
 * the project's known words it is probably a typo of (trigram similarity, pg_trgm).
 */
async function buildTsQuery(documentationId: string, terms: string[]): Promise<string> {
  // Numbers and words with digits (versions, identifiers) are matched as typed.
  const typoCandidates = terms.filter((term) => term.length >= 4 && !/\d/.test(term));
  const corrections = typoCandidates.length
    ? await db.$queryRaw<{ input: string; term: string }[]>`
        SELECT q.t AS input, st.term
        FROM unnest(${typoCandidates}::text[]) AS q(t)
        -- A word the project uses as typed needs no correction.
        CROSS JOIN LATERAL (
          SELECT "term" FROM "SearchTerm"
          WHERE "documentationId" = ${documentationId} AND "term" % q.t AND "term" <> q.t
          ORDER BY similarity("term", q.t) DESC LIMIT 3
        ) st
        WHERE NOT EXISTS (SELECT 1 FROM "SearchTerm" WHERE "documentationId" = ${documentationId} AND "term" = q.t)`
    : [];
  return terms
    .map((term) => {
      const alternatives = [`'${term}':*`, ...corrections.filter((row) => row.input === term).map((row) => `'${row.term}'`)];
      return `(${alternatives.join(" | ")})`;
    })
    .join(" & ");
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** ts_headline marks matches with control characters; the text is escaped, then marked. */
function snippetHtml(headline: string): string {
  return escapeHtml(headline).replace(/\u0001/g, "<mark>").replace(/\u0002/g, "</mark>");
}

const headlineOptions = "StartSel=\u0001, StopSel=\u0002, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=\u2026 ";

interface Row {
  entryId: string;
  title: string;
  path: string;
  versionId: string;
  versionSlug: string;
  sectionId: string;
  sectionTitle: string;
  rank: number;
  headline: string;
}

interface LiveSnapshot {
  snapshotId: string;
  base: string;
}

interface SnapshotVersion {
  id: string;
  slug: string;
  isDefault: boolean;
}

/** The live snapshot and where its site is served (one indexed lookup per search). */
async function liveSnapshot(documentationId: string): Promise<LiveSnapshot | null> {
  const [row] = await db.$queryRaw<{ snapshotId: string; organizationSlug: string; documentationSlug: string }[]>`
    SELECT ps."snapshotId", o."slug" AS "organizationSlug", d."slug" AS "documentationSlug"
    FROM "PublishedSite" ps
    JOIN "Documentation" d ON d."id" = ps."documentationId"
    JOIN "Organization" o ON o."id" = d."organizationId"
    WHERE ps."documentationId" = ${documentationId}`;
  return row ? { snapshotId: row.snapshotId, base: siteBasePath(row.organizationSlug, row.documentationSlug) } : null;
}

// A snapshot never changes: what is derived from one is cached under its id, and a publish
// (a new snapshot id) makes the old entries unreachable until they are evicted.
const snapshotVersions = new BoundedCache<string, SnapshotVersion[]>(200);
const publishedResults = new BoundedCache<string, SearchPage>(1_000);

/** The versions of a snapshot, read from its navigation without sending the page trees over. */
async function versionsOf(snapshotId: string): Promise<SnapshotVersion[]> {
  let versions = snapshotVersions.get(snapshotId);
  if (!versions) {
    versions = await db.$queryRaw<SnapshotVersion[]>`
      SELECT v->>'id' AS "id", v->>'slug' AS "slug", coalesce((v->>'isDefault')::boolean, false) AS "isDefault"
      FROM "PublishedSnapshot" s, jsonb_array_elements(s."navigation") AS v
      WHERE s."id" = ${snapshotId}`;
    snapshotVersions.set(snapshotId, versions);
  }
  return versions;
}

function resultsOf(rows: Row[], input: SearchInput, offset: number, urlOf: (row: Row) => string | null): SearchPage {
  return {
    results: rows.slice(0, input.limit).map((row) => ({
      entry_id: row.entryId,
      title: row.title,
      path: row.path,
      url: urlOf(row),
      version_id: row.versionId,
      section: { section_id: row.sectionId, title: row.sectionTitle },
      snippet: snippetHtml(row.headline),
      rank: Number(row.rank),
    })),
    next_cursor: rows.length > input.limit ? encodeCursor({ offset: offset + input.limit }) : null,
  };
}

/**
 * Ranked full-text search over a project's published snapshot or its draft. Answers about a
 * published snapshot are cached by snapshot, words, filters and page.
 */
export async function searchDocumentation(documentationId: string, input: SearchInput): Promise<SearchPage> {
  const terms = queryTerms(input.query);
  if (terms.length === 0) return { results: [], next_cursor: null };
  const offset = decodeCursor(input.cursor, OffsetCursor)?.offset ?? 0;
  if (input.source === "draft") {
    const rows = await searchDraft(documentationId, await buildTsQuery(documentationId, terms), input, offset);
    return resultsOf(rows, input, offset, () => null);
  }
  const live = await liveSnapshot(documentationId);
  if (!live) return { results: [], next_cursor: null };
  const key = [live.snapshotId, live.base, terms.join(" "), input.version_id ?? "", input.section_id ?? "", offset, input.limit].join("\0");
  const cached = publishedResults.get(key);
  if (cached) return cached;
  const rows = await searchPublished(documentationId, live.snapshotId, await buildTsQuery(documentationId, terms), input, offset);
  const versions = rows.length > 0 ? await versionsOf(live.snapshotId) : [];
  const page = resultsOf(rows, input, offset, (row) => {
    const version = versions.find((candidate) => candidate.id === row.versionId);
    return version ? `${versionBasePath(live.base, version)}/${row.path}` : null;
  });
  publishedResults.set(key, page);
  return page;
}

function searchPublished(documentationId: string, snapshotId: string, tsquery: string, input: SearchInput, offset: number): Promise<Row[]> {
  const versionFilter = input.version_id ? Prisma.sql`AND pp."versionId" = ${input.version_id}` : Prisma.empty;
  const sectionFilter = input.section_id ? Prisma.sql`AND pp."sectionId" = ${input.section_id}` : Prisma.empty;
  // Ranking reads every candidate's vector: the GIN index yields at most `candidateLimit`
  // matches, which are ranked; their places in the live snapshot are looked up by index
  // (materialized CTEs keep the planner from joining the whole snapshot first), and
  // headlines are computed only for the page of results.
  return db.$queryRaw<Row[]>`
    WITH q AS MATERIALIZED (SELECT to_tsquery('simple', ${tsquery}) AS query),
    candidates AS MATERIALIZED (
      SELECT rp."id", ts_rank(rp."searchVector", q.query) AS rank FROM "RenderedPage" rp, q
      WHERE rp."documentationId" = ${documentationId} AND rp."searchVector" @@ q.query
      LIMIT ${candidateLimit}
    ),
    hits AS MATERIALIZED (
      SELECT pp."entryId", pp."title", pp."path", pp."versionId", pp."versionSlug", pp."sectionId", pp."sectionTitle",
             c."id" AS "renderedPageId", c.rank
      FROM candidates c
      JOIN "PublishedPage" pp ON pp."renderedPageId" = c."id"
        AND pp."snapshotId" = ${snapshotId}
      WHERE TRUE ${versionFilter} ${sectionFilter}
      ORDER BY c.rank DESC, pp."versionSlug", pp."position"
      LIMIT ${input.limit + 1} OFFSET ${offset}
    )
    SELECT hits.*, ts_headline('simple', rp."plainText", q.query, ${headlineOptions}) AS headline
    FROM hits JOIN "RenderedPage" rp ON rp."id" = hits."renderedPageId", q
    ORDER BY rank DESC, hits."versionSlug", hits."path"`;
}

async function searchDraft(documentationId: string, tsquery: string, input: SearchInput, offset: number): Promise<Row[]> {
  const versionFilter = input.version_id ? Prisma.sql`AND v."id" = ${input.version_id}` : Prisma.empty;
  const sectionFilter = input.section_id ? Prisma.sql`AND s."id" = ${input.section_id}` : Prisma.empty;
  // The draft has no index of its own: the project's pages are scanned (fine for editing;
  // readers search the indexed snapshot).
  const rows = await db.$queryRaw<(Omit<Row, "path" | "versionSlug">)[]>`
    WITH q AS (SELECT to_tsquery('simple', ${tsquery}) AS query),
    docs AS (
      SELECT e."id" AS "entryId", e."title", e."content", v."id" AS "versionId", s."id" AS "sectionId", s."title" AS "sectionTitle",
             setweight(to_tsvector('simple', e."title"), 'A') || setweight(to_tsvector('simple', e."content"), 'B') AS vector
      FROM "Entry" e JOIN "Section" s ON s."id" = e."sectionId" JOIN "Version" v ON v."id" = s."versionId"
      WHERE v."documentationId" = ${documentationId} AND e."kind" = 'page' ${versionFilter} ${sectionFilter}
    ),
    hits AS (
      SELECT docs.*, ts_rank_cd(vector, q.query) AS rank FROM docs, q WHERE vector @@ q.query
      ORDER BY rank DESC, "entryId" LIMIT ${input.limit + 1} OFFSET ${offset}
    )
    SELECT "entryId", "title", "versionId", "sectionId", "sectionTitle", rank,
           ts_headline('simple', "content", q.query, ${headlineOptions}) AS headline
    FROM hits, q ORDER BY rank DESC, "entryId"`;
  if (rows.length === 0) return [];
  const structure = await loadProjectStructure(documentationId);
  const pathOf = new Map(structure.pages.map((page) => [page.entryId, page]));
  return rows.map((row) => ({ ...row, path: pathOf.get(row.entryId)?.path ?? "", versionSlug: pathOf.get(row.entryId)?.versionSlug ?? "" }));
}
