import { z } from "zod";
import { branchVersionRows } from "../change-requests/overlay";
import { db, queryRows } from "../db";
import { Prisma, type ChangeRequest } from "../generated/prisma/client";
import { decodeCursor, fetchPage, type Page } from "../pagination";
import { loadDocumentationStructure, siteBasePath, versionBasePath } from "../publishing/structure";
import { BoundedCache } from "../bounded-cache";
import { searchSnippet } from "./snippet";
import type { SearchInput } from "./schemas";
import type { SearchPage } from "./views";


const OffsetCursor = z.object({ offset: z.number().int().min(0).max(10_000) });
const maxTerms = 8;
/**
 * Matches ranked per query: bounds the cost of very common words on large projects (a query
 * matching more pages than this is too unspecific for their order to mean much).
 */
const candidateLimit = 100;

/**
 * Words on many of a project's pages find their candidates faster by reading its pages in turn
 * (about a µs each) than through the GIN index, whose bitmap gathers every match of every word
 * first (several ms for words on thousands of pages). A sample of the project's pages tells
 * them apart: a quarter of it matching makes a query common. Reading stops after a bound; a
 * query that has not found its candidates by then takes them from the index after all.
 */
const sampledPages = Prisma.raw("32");
const commonInSample = Prisma.raw("8");
const maxPagesRead = Prisma.raw("1000");

/** The project's first `count` pages in the order of its (documentationId, contentHash) index. */
const pagesInTurn = (documentationId: string, count: Prisma.Sql) => Prisma.sql`
  (SELECT "id", "searchVector" FROM "RenderedPage" WHERE "documentationId" = ${documentationId} ORDER BY "contentHash" LIMIT ${count})`;

/** Words of the query: runs of letters and digits, lower-cased (as PostgreSQL's parser splits text: `foo_bar` is two words). */
export function queryTerms(query: string): string[] {
  return [...new Set(query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, maxTerms);
}

/**
 * A prefix is matched through the words it completes to when they are this few: looking up
 * each one in the GIN index is cheap, while a prefix (`:*`) scan gathers every match of every
 * word it covers into a bitmap first (several ms for a word on every page of a large project).
 */
const maxCompletions = Prisma.raw("32");

/** The lexicon's words starting with `prefix`: a range of its primary key, in byte order (the column's collation is "C"). */
const startsWith = (prefix: Prisma.Sql) => Prisma.sql`"term" >= ${prefix} AND "term" < ${prefix} || chr(1114111)`;

/** Words a typo may hide: four letters or more, without digits (numbers, versions and identifiers are matched as typed). */
const mayBeTypo = (word: Prisma.Sql) => Prisma.sql`char_length(${word}) >= 4 AND ${word} !~ '[0-9]'`;

/**
 * The three published words most similar to `word` (pg_trgm similarity above its threshold):
 * plain words (not numbers, versions, file names or addresses) with the same first letter.
 * Like Meilisearch, which counts a typo on the first letter twice, that letter is trusted; it
 * narrows the comparison to one range of the lexicon's index.
 */
function similarWords(documentationId: string, word: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    SELECT "term" FROM "SearchTerm"
    WHERE "documentationId" = ${documentationId} AND ${startsWith(Prisma.sql`left(${word}, 1)`)}
      AND char_length("term") BETWEEN 3 AND 40 AND "term" !~ '[0-9./@:]' AND "term" % ${word}
    ORDER BY similarity("term", ${word}) DESC LIMIT 3`;
}

/** tsquery text of a lexeme, taken as it is (no parsing): quoted, with quotes and backslashes escaped. */
const lexemeSql = (lexeme: Prisma.Sql) => Prisma.sql`'''' || replace(replace(${lexeme}, '\\', '\\\\'), '''', '\\''') || ''''`;

/**
 * `words(n, t)`: the query's words as a VALUES list, one parameter each. Its row count is known
 * to the generic plan of the prepared statement too (an array parameter is estimated at ten
 * rows), so the statement is planned once rather than on every search.
 */
function wordsTable(terms: string[]): Prisma.Sql {
  return Prisma.sql`words(n, t) AS (VALUES ${Prisma.join(terms.map((term, index) => Prisma.sql`(${Prisma.raw(String(index + 1))}, ${term}::text)`))})`;
}

/**
 * `q(query, ranked_by)`: tsqueries requiring every word, `query` each as any of its
 * `alternatives(n, any_of)`, `ranked_by` each as its alternatives' column `rankedAs`.
 */
const everyWordQuery = (rankedAs: Prisma.Sql) => Prisma.sql`q AS MATERIALIZED (
  SELECT string_agg('(' || any_of || ')', ' & ' ORDER BY n)::tsquery AS query,
         string_agg('(' || ${rankedAs} || ')', ' & ' ORDER BY n)::tsquery AS ranked_by
  FROM alternatives)`;

/**
 * Common table expressions ending in `q(query, ranked_by)`, tsqueries requiring every word of
 * the query. A word matches as a prefix (`instal` finds "installation"), through the project's
 * published words it starts (the lexicon, `SearchTerm`, holds every word of the published
 * pages); broader prefixes scan the index. A word of four letters or more (without digits)
 * that starts none of the project's words is taken for a typo of the most similar ones
 * (trigram similarity, pg_trgm). The statement that searches computes it, which saves a round
 * trip. Pages are ranked by the prefix itself (`instal:*`): it finds the same words in a
 * published page as the completions do, and ts_rank_cd's cost grows with the number of
 * alternatives (about 20 µs a page for a dozen of them, 4 µs for one).
 */
function publishedQuery(documentationId: string, terms: string[]): Prisma.Sql {
  return Prisma.sql`
    ${wordsTable(terms)},
    completions AS MATERIALIZED (
      SELECT w.n, w.t, ARRAY(
        SELECT "term" FROM "SearchTerm"
        WHERE "documentationId" = ${documentationId} AND ${startsWith(Prisma.sql`w.t`)}
        ORDER BY "term" LIMIT ${maxCompletions} + 1
      ) AS completed
      FROM words w
    ),
    corrections AS MATERIALIZED (
      SELECT c.n, st."term"
      FROM completions c
      CROSS JOIN LATERAL (${similarWords(documentationId, Prisma.sql`c.t`)}) st
      WHERE cardinality(c.completed) = 0 AND ${mayBeTypo(Prisma.sql`c.t`)}
    ),
    alternatives AS (
      SELECT c.n, string_agg(a.lexeme, ' | ') AS any_of,
             concat_ws(' | ', ${lexemeSql(Prisma.sql`c.t`)} || ':*', (SELECT string_agg(${lexemeSql(Prisma.sql`x."term"`)}, ' | ') FROM corrections x WHERE x.n = c.n)) AS ranked_as
      FROM completions c
      CROSS JOIN LATERAL (
        SELECT ${lexemeSql(Prisma.sql`word`)} AS lexeme FROM unnest(c.completed) AS word
        WHERE cardinality(c.completed) <= ${maxCompletions}
        UNION ALL SELECT ${lexemeSql(Prisma.sql`c.t`)} || ':*' WHERE cardinality(c.completed) > ${maxCompletions}
        -- A word nothing starts matches no page, unless a correction does.
        UNION ALL SELECT ${lexemeSql(Prisma.sql`c.t`)} WHERE cardinality(c.completed) = 0
        UNION ALL SELECT ${lexemeSql(Prisma.sql`x."term"`)} FROM corrections x WHERE x.n = c.n
      ) a
      GROUP BY c.n, c.t
    ),
    ${everyWordQuery(Prisma.raw("ranked_as"))}`;
}

/**
 * The same for draft content, whose words the lexicon may not hold yet: every word is matched
 * by a prefix scan (`:*`), and ranked as it is matched; typos are corrected as for the
 * published snapshot.
 */
function draftQuery(documentationId: string, terms: string[]): Prisma.Sql {
  return Prisma.sql`
    ${wordsTable(terms)},
    corrections AS MATERIALIZED (
      SELECT w.n, st."term"
      FROM words w
      CROSS JOIN LATERAL (${similarWords(documentationId, Prisma.sql`w.t`)}) st
      WHERE ${mayBeTypo(Prisma.sql`w.t`)}
        AND NOT EXISTS (SELECT 1 FROM "SearchTerm" WHERE "documentationId" = ${documentationId} AND ${startsWith(Prisma.sql`w.t`)})
    ),
    alternatives AS (
      SELECT w.n, string_agg(a.lexeme, ' | ') AS any_of
      FROM words w
      CROSS JOIN LATERAL (
        SELECT ${lexemeSql(Prisma.sql`w.t`)} || ':*' AS lexeme
        UNION ALL SELECT ${lexemeSql(Prisma.sql`x."term"`)} FROM corrections x WHERE x.n = w.n
      ) a
      GROUP BY w.n
    ),
    ${everyWordQuery(Prisma.raw("any_of"))}`;
}

/** Characters of a result's text its snippet is taken from (bounds what a search transfers). */
const snippetSourceChars = 50_000;

/** The words typos were corrected to (the `corrections` table expression of the query), for snippets. */
const correctionsColumn = Prisma.sql`(SELECT array_agg(c.term) FROM corrections c) AS "corrections"`;

interface Row {
  entryId: string;
  title: string;
  path: string;
  versionId: string;
  versionSlug: string;
  sectionId: string;
  sectionTitle: string;
  rank: number;
  /** The start of the page's text, for the snippet (results returned only). */
  snippetSource: string | null;
  /** Known words the query's typos were corrected to (marked in snippets too). */
  corrections: string[] | null;
}

interface SnapshotVersion {
  id: string;
  slug: string;
  isDefault: boolean;
}

/**
 * What search needs of a project's live site (lib/site/live-site.ts has the whole of it): the
 * live snapshot and the slugs its address is built from.
 */
interface LiveSnapshot {
  snapshotId: string;
  organizationSlug: string;
  documentationSlug: string;
}

const liveSnapshotSql = (documentationId: string) => Prisma.sql`
  SELECT ps."snapshotId", o."slug" AS "organizationSlug", d."slug" AS "documentationSlug"
  FROM "PublishedSite" ps
  JOIN "Documentation" d ON d."id" = ps."documentationId"
  JOIN "Organization" o ON o."id" = d."organizationId"
  WHERE ps."documentationId" = ${documentationId}`;

/** The live snapshot and where its site is served (one indexed lookup). */
async function liveSnapshot(documentationId: string): Promise<LiveSnapshot | null> {
  const [row] = await queryRows<LiveSnapshot>(liveSnapshotSql(documentationId));
  return row ?? null;
}

interface CachedPage {
  snapshotId: string;
  base: string;
  page: SearchPage;
}

// A snapshot never changes: an answer computed from the live snapshot holds as long as that
// snapshot is live (and the site's address unchanged); a publish makes a new one.
const publishedResults = new BoundedCache<string, CachedPage>(1_000);
/** The versions of the snapshot last seen live, per project (for result URLs). */
const liveVersions = new BoundedCache<string, { snapshotId: string; versions: SnapshotVersion[] }>(200);

function resultsOf(rows: Page<Row>, terms: string[], urlOf: (row: Row) => string | null): SearchPage {
  return {
    results: rows.items.map((row) => ({
      entry_id: row.entryId,
      title: row.title,
      path: row.path,
      url: urlOf(row),
      version_id: row.versionId,
      section: { section_id: row.sectionId, title: row.sectionTitle },
      snippet: searchSnippet(row.snippetSource ?? "", terms, row.corrections ?? []),
      rank: Number(row.rank),
    })),
    next_cursor: rows.nextCursor,
  };
}

/**
 * Ranked full-text search over a project's published snapshot or its draft. Answers about the
 * published snapshot are cached by project, words, filters and page. Either way a search costs
 * the database one statement: a cached answer is checked against the live snapshot, and a
 * search looks the live snapshot up itself (two when a publish made the cached answer stale).
 */
export async function searchDocumentation(documentationId: string, input: SearchInput, changeRequest: ChangeRequest | null = null): Promise<SearchPage> {
  const terms = queryTerms(input.query);
  if (terms.length === 0) return { results: [], next_cursor: null };
  const offset = decodeCursor(input.cursor, OffsetCursor)?.offset ?? 0;
  // Ranked results have no identity to resume from: pages follow by position.
  const nextOffset = () => ({ offset: offset + input.limit });
  if (input.source === "draft") {
    const rows = await fetchPage(input, (take) => searchDraft(documentationId, terms, input, { take, offset }, changeRequest), nextOffset);
    return resultsOf(rows, terms, () => null);
  }
  const key = [documentationId, terms.join(" "), input.version_id ?? "", input.section_id ?? "", offset, input.limit].join("\0");
  const cached = publishedResults.get(key);
  if (cached) {
    const live = await liveSnapshot(documentationId);
    if (!live) return { results: [], next_cursor: null };
    if (live.snapshotId === cached.snapshotId && siteBasePath(live.organizationSlug, live.documentationSlug) === cached.base) return cached.page;
  }
  const known = liveVersions.get(documentationId);
  const rows = await fetchPage(input, (take) => searchPublished(documentationId, known?.snapshotId ?? null, terms, input, { take, offset }), nextOffset);
  // Every row names the live site; its only row has null page columns when no page matched.
  const live = rows.items[0];
  if (!live) return { results: [], next_cursor: null };
  const versions = live.snapshotId === known?.snapshotId ? known.versions : (live.versions ?? []);
  if (live.versions) liveVersions.set(documentationId, { snapshotId: live.snapshotId, versions: live.versions });
  const base = siteBasePath(live.organizationSlug, live.documentationSlug);
  const hits = { items: rows.items.filter((row): row is PublishedRow & Row => row.entryId != null), nextCursor: rows.nextCursor };
  const page = resultsOf(hits, terms, (row) => {
    const version = versions.find((candidate) => candidate.id === row.versionId);
    return version ? `${versionBasePath(base, version)}/${row.path}` : null;
  });
  publishedResults.set(key, { snapshotId: live.snapshotId, base, page });
  return page;
}

/** Which ranked rows a query returns: `take` of them after the first `offset`. */
interface RowWindow {
  take: number;
  offset: number;
}

/** The live site, then its matching pages if any (columns null when none). */
type PublishedRow = LiveSnapshot & { versions: SnapshotVersion[] | null } & { [K in keyof Row]: Row[K] | null };

/**
 * One statement: the live snapshot, its versions unless `knownSnapshotId` is the live one
 * (their URLs need them; read once per snapshot), the typo corrections and the ranked pages.
 */
function searchPublished(documentationId: string, knownSnapshotId: string | null, terms: string[], input: SearchInput, paging: RowWindow): Promise<PublishedRow[]> {
  const versionFilter = input.version_id ? Prisma.sql`AND pp."versionId" = ${input.version_id}` : Prisma.empty;
  const sectionFilter = input.section_id ? Prisma.sql`AND pp."sectionId" = ${input.section_id}` : Prisma.empty;
  // Ranking reads every candidate's vector: the pages read in turn (common words) or the GIN
  // index yield at most `candidateLimit` matches, which are ranked; their places in the live
  // snapshot are looked up by index. Only the results returned send their text for snippets,
  // not the look-ahead row.
  return queryRows<PublishedRow>(Prisma.sql`
    WITH live AS MATERIALIZED (${liveSnapshotSql(documentationId)}),
    versions AS MATERIALIZED (
      -- Taken out of the navigation without sending its page trees over.
      SELECT jsonb_agg(jsonb_build_object('id', v->>'id', 'slug', v->>'slug', 'isDefault', coalesce((v->>'isDefault')::boolean, false))) AS versions
      FROM live JOIN "PublishedSnapshot" s ON s."id" = live."snapshotId", jsonb_array_elements(s."navigation") AS v
      WHERE live."snapshotId" IS DISTINCT FROM ${knownSnapshotId}::text
    ),
    ${publishedQuery(documentationId, terms)},
    -- ts_match_vq is the @@ operator's function, which the GIN index cannot serve.
    sample AS MATERIALIZED (
      SELECT count(*) FILTER (WHERE ts_match_vq(p."searchVector", q.query)) AS matched
      FROM ${pagesInTurn(documentationId, sampledPages)} p, q
    ),
    read_in_turn AS MATERIALIZED (
      SELECT p."id", ts_rank_cd(p."searchVector", q.ranked_by) AS rank
      FROM ${pagesInTurn(documentationId, maxPagesRead)} p, q
      WHERE (SELECT matched FROM sample) >= ${commonInSample} AND ts_match_vq(p."searchVector", q.query)
      LIMIT ${candidateLimit}
    ),
    candidates AS MATERIALIZED (
      SELECT * FROM read_in_turn WHERE (SELECT count(*) FROM read_in_turn) = ${candidateLimit}
      UNION ALL
      SELECT rp."id", ts_rank_cd(rp."searchVector", q.ranked_by) AS rank FROM "RenderedPage" rp, q
      WHERE (SELECT count(*) FROM read_in_turn) < ${candidateLimit} AND rp."documentationId" = ${documentationId} AND rp."searchVector" @@ q.query
      LIMIT ${candidateLimit}
    ),
    hits AS MATERIALIZED (
      SELECT pp."entryId", pp."title", pp."path", pp."versionId", pp."versionSlug", pp."sectionId", pp."sectionTitle",
             c."id" AS "renderedPageId", c.rank, pp."position"
      FROM candidates c
      -- OFFSET 0 keeps this a lookup by index per candidate: joined, the planner may read every
      -- place of the snapshot (10,000 rows) to hash them.
      CROSS JOIN LATERAL (
        SELECT * FROM "PublishedPage" pp
        WHERE pp."renderedPageId" = c."id" AND pp."snapshotId" = (SELECT "snapshotId" FROM live) AND NOT pp."hidden" ${versionFilter} ${sectionFilter}
        OFFSET 0
      ) pp
      ORDER BY c.rank DESC, pp."versionSlug", pp."position"
      LIMIT ${paging.take} OFFSET ${paging.offset}
    ),
    numbered AS (
      SELECT hits.*, row_number() OVER (ORDER BY hits.rank DESC, hits."versionSlug", hits."position") AS "order" FROM hits
    )
    SELECT live."snapshotId", live."organizationSlug", live."documentationSlug", versions.versions,
           n."entryId", n."title", n."path", n."versionId", n."versionSlug", n."sectionId", n."sectionTitle", n.rank,
           CASE WHEN n."order" <= ${input.limit} THEN left(rp."plainText", ${snippetSourceChars}) END AS "snippetSource",
           ${correctionsColumn}
    FROM live CROSS JOIN versions
    LEFT JOIN (numbered n JOIN "RenderedPage" rp ON rp."id" = n."renderedPageId") ON TRUE
    ORDER BY n."order"`);
}

/**
 * The draft's pages, or with a change request its branch's: the branch's own rows stand in for
 * the entries it changed (pages it deletes are left out, pages it adds are found).
 */
async function searchDraft(documentationId: string, terms: string[], input: SearchInput, paging: RowWindow, changeRequest: ChangeRequest | null): Promise<Row[]> {
  const versionFilter = input.version_id ? Prisma.sql`AND v."id" = ${input.version_id}` : Prisma.empty;
  const sectionFilter = input.section_id ? Prisma.sql`AND s."id" = ${input.section_id}` : Prisma.empty;
  const vector = (row: string) => Prisma.raw(`setweight(to_tsvector('simple', ${row}."title"), 'A') || setweight(to_tsvector('simple', ${row}."content"), 'B') AS vector`);
  // Ends the draft's WHERE: the entries the branch changed give way to the branch's own rows.
  const branchRows = changeRequest
    ? Prisma.sql`
      AND NOT EXISTS (SELECT 1 FROM "ChangeRequestEntry" c WHERE c."changeRequestId" = ${changeRequest.id} AND c."entryId" = e."id")
      UNION ALL
      SELECT c."entryId", c."title", c."content", ${changeRequest.versionId}, c."sectionId", '', ${vector("c")}
      FROM "ChangeRequestEntry" c
      WHERE c."changeRequestId" = ${changeRequest.id} AND NOT c."deleted" AND c."kind" = 'page'
        ${input.version_id && input.version_id !== changeRequest.versionId ? Prisma.sql`AND FALSE` : Prisma.empty}
        ${input.section_id ? Prisma.sql`AND c."sectionId" = ${input.section_id}` : Prisma.empty}`
    : Prisma.empty;
  // The draft has no index of its own: the project's pages are scanned (fine for editing;
  // readers search the indexed snapshot).
  const rows = await queryRows<Omit<Row, "path" | "versionSlug">>(Prisma.sql`
    WITH ${draftQuery(documentationId, terms)},
    docs AS (
      SELECT e."id" AS "entryId", e."title", e."content", v."id" AS "versionId", s."id" AS "sectionId", s."title" AS "sectionTitle", ${vector("e")}
      FROM "Entry" e JOIN "Section" s ON s."id" = e."sectionId" JOIN "Version" v ON v."id" = s."versionId"
      WHERE v."documentationId" = ${documentationId} AND e."kind" = 'page' ${versionFilter} ${sectionFilter} ${branchRows}
    ),
    hits AS (
      SELECT docs.*, ts_rank_cd(vector, q.ranked_by) AS rank FROM docs, q WHERE vector @@ q.query
      ORDER BY rank DESC, "entryId" LIMIT ${paging.take} OFFSET ${paging.offset}
    )
    SELECT "entryId", "title", "versionId", "sectionId", "sectionTitle", rank,
           left("content", ${snippetSourceChars}) AS "snippetSource", ${correctionsColumn}
    FROM hits ORDER BY rank DESC, "entryId"`);
  if (rows.length === 0) return [];
  const structure = await loadDocumentationStructure(documentationId, changeRequest ? await branchVersionRows(db, changeRequest) : undefined);
  const placeOf = new Map(structure.pages.map((page) => [page.entryId, page]));
  return rows.flatMap((row) => {
    const place = placeOf.get(row.entryId);
    // A branch's page with no place in it lies in a section the branch deletes.
    if (!place && changeRequest) return [];
    return [{ ...row, sectionTitle: place?.sectionTitle ?? row.sectionTitle, path: place?.path ?? "", versionSlug: place?.versionSlug ?? "" }];
  });
}
