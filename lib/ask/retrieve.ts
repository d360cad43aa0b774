import { queryRows } from "../db";
import { Prisma } from "../generated/prisma/client";
import { pagePassages } from "../publishing/passages";
import type { NavVersion } from "../publishing/structure";
import type { LiveSite } from "../site/live-site";
import { nearestPassages } from "./embeddings";

/** A passage of the live snapshot found for a question, with where the site shows it. */
export interface FoundPassage {
  id: string;
  /** The page's title and path in its version. */
  title: string;
  path: string;
  /** The heading's id on the page; null for the text before the first heading. */
  anchor: string | null;
  heading: string;
  text: string;
}

/** What the model is given: enough passages to answer from, few enough to read and cite. */
export const passageLimits = { total: 6, perPage: 2, candidates: 50, queryTerms: 16 };

/** Snapshots whose pages are known to have their passages, per process. */
const chunkedSnapshots = new Map<string, Promise<void>>();

/**
 * Publishing cuts each page into passages as it renders it; pages rendered before Ask AI
 * existed are cut here, once, the first time a question reaches their snapshot.
 */
export function ensurePassages(snapshotId: string): Promise<void> {
  let done = chunkedSnapshots.get(snapshotId);
  if (!done) {
    done = cutMissingPassages(snapshotId);
    done.catch(() => chunkedSnapshots.delete(snapshotId));
    if (chunkedSnapshots.size >= 100) chunkedSnapshots.delete(chunkedSnapshots.keys().next().value!);
    chunkedSnapshots.set(snapshotId, done);
  }
  return done;
}

async function cutMissingPassages(snapshotId: string): Promise<void> {
  const pages = await queryRows<{ id: string; documentationId: string; title: string; html: string }>(Prisma.sql`
    SELECT DISTINCT rp."id", rp."documentationId", rp."title", rp."html"
    FROM "PublishedPage" pp JOIN "RenderedPage" rp ON rp."id" = pp."renderedPageId"
    WHERE pp."snapshotId" = ${snapshotId} AND NOT EXISTS (SELECT 1 FROM "PagePassage" p WHERE p."renderedPageId" = rp."id")`);
  for (let start = 0; start < pages.length; start += 100) {
    const rows = pages.slice(start, start + 100).flatMap((page) =>
      pagePassages(page.title, page.html).map((passage, position) => ({ ...passage, renderedPageId: page.id, documentationId: page.documentationId, title: page.title, position })),
    );
    await queryRows(Prisma.sql`
      INSERT INTO "PagePassage" ("id", "renderedPageId", "documentationId", "position", "title", "anchor", "heading", "text")
      SELECT gen_random_uuid()::text, r."renderedPageId", r."documentationId", r."position", r."title", r."anchor", r."heading", r."text"
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS r("renderedPageId" text, "documentationId" text, "position" int, "title" text, "anchor" text, "heading" text, "text" text)
      ON CONFLICT ("renderedPageId", "position") DO NOTHING`);
  }
}

/** tsquery text of a lexeme, taken as it is: quoted, with quotes and backslashes escaped. */
const lexemeSql = (lexeme: Prisma.Sql) => Prisma.sql`'''' || replace(replace(${lexeme}, '\\', '\\\\'), '''', '\\''') || ''''`;

/**
 * Passages of one version of the live snapshot matching the question's words (English stems,
 * stop words dropped), best first. A passage must match two of the question's words (its one
 * word when it has one): a single common word in a long question is no sign the docs answer
 * it. Ranked by how many of the words it matches, then by ts_rank (the heading weighs most,
 * then the page title, then the text); at most two passages of a page.
 */
export async function fullTextPassages(site: LiveSite, version: NavVersion, text: string, limit: number): Promise<FoundPassage[]> {
  return queryRows<FoundPassage>(Prisma.sql`
    WITH terms AS MATERIALIZED (
      SELECT DISTINCT word FROM unnest(tsvector_to_array(to_tsvector('english', ${text}))) AS word LIMIT ${passageLimits.queryTerms}
    ),
    q AS MATERIALIZED (
      SELECT string_agg(${lexemeSql(Prisma.sql`word`)}, ' | ')::tsquery AS query, count(*)::int AS words FROM terms
    ),
    candidates AS MATERIALIZED (
      SELECT p."id", p."renderedPageId", p."position", p."searchVector", ts_rank(p."searchVector", q.query) AS rank
      FROM "PagePassage" p, q
      WHERE q.words > 0 AND p."documentationId" = ${site.documentationId} AND p."searchVector" @@ q.query
        AND EXISTS (
          SELECT 1 FROM "PublishedPage" pp
          WHERE pp."renderedPageId" = p."renderedPageId" AND pp."snapshotId" = ${site.snapshotId} AND pp."versionSlug" = ${version.slug} AND NOT pp."hidden"
        )
      ORDER BY rank DESC LIMIT ${passageLimits.candidates}
    ),
    scored AS (
      SELECT c.*, (SELECT count(*) FROM terms t WHERE c."searchVector" @@ (${lexemeSql(Prisma.sql`t.word`)})::tsquery)::int AS matched
      FROM candidates c
    ),
    ranked AS (
      SELECT s.*, row_number() OVER (PARTITION BY s."renderedPageId" ORDER BY s.matched DESC, s.rank DESC) AS "inPage"
      FROM scored s, q WHERE s.matched >= least(2, q.words)
    )
    SELECT p."id", pp."title", pp."path", p."anchor", p."heading", p."text"
    FROM ranked r
    JOIN "PagePassage" p ON p."id" = r."id"
    JOIN "PublishedPage" pp ON pp."renderedPageId" = r."renderedPageId" AND pp."snapshotId" = ${site.snapshotId} AND pp."versionSlug" = ${version.slug} AND NOT pp."hidden"
    WHERE r."inPage" <= ${passageLimits.perPage}
    ORDER BY r.matched DESC, r.rank DESC, pp."position", r."position"
    LIMIT ${limit}`);
}

/**
 * Reciprocal rank fusion of ranked lists (k = 60, as its authors suggest): a passage high in
 * either list ranks high, one in both higher, without comparing full-text and vector scores.
 */
export function fuseRankings(lists: FoundPassage[][], limit: number): FoundPassage[] {
  const scores = new Map<string, { passage: FoundPassage; score: number }>();
  for (const list of lists) {
    list.forEach((passage, index) => {
      const entry = scores.get(passage.id) ?? { passage, score: 0 };
      entry.score += 1 / (60 + index + 1);
      scores.set(passage.id, entry);
    });
  }
  const perPage = new Map<string, number>();
  const fused: FoundPassage[] = [];
  for (const { passage } of [...scores.values()].sort((a, b) => b.score - a.score)) {
    const taken = perPage.get(passage.path) ?? 0;
    if (taken >= passageLimits.perPage) continue;
    perPage.set(passage.path, taken + 1);
    fused.push(passage);
    if (fused.length === limit) break;
  }
  return fused;
}

export interface Retrieval {
  passages: FoundPassage[];
  /** `full-text`, or `hybrid` when vector search took part. */
  method: "full-text" | "hybrid";
}

/**
 * The passages a question is answered from: full-text always; combined with the nearest
 * passages by embedding where the database has pgvector and an embedding model is configured.
 * Vector search failing for any reason leaves the full-text results.
 */
export async function retrievePassages(site: LiveSite, version: NavVersion, text: string): Promise<Retrieval> {
  await ensurePassages(site.snapshotId);
  const [byWords, byMeaning] = await Promise.all([
    fullTextPassages(site, version, text, passageLimits.total * 2),
    nearestPassages(site, version, text, passageLimits.total * 2),
  ]);
  if (!byMeaning) return { passages: byWords.slice(0, passageLimits.total), method: "full-text" };
  return { passages: fuseRankings([byWords, byMeaning], passageLimits.total), method: "hybrid" };
}
