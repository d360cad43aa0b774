import { db, queryRows } from "../db";
import { Prisma } from "../generated/prisma/client";
import type { DocumentationStructure } from "./structure";

type Transaction = Prisma.TransactionClient;

/**
 * Makes the rendered pages live: creates the snapshot with every page's place, records the
 * redirects of the pages it moves, and flips the project's live pointer, in one transaction, so
 * readers see either the old site and its redirects or the new one and its. Running it again
 * for the same job changes nothing.
 */
export async function switchLiveSnapshot(jobId: string, structure: DocumentationStructure, renderedPageIds: string[]): Promise<string> {
  return db.$transaction(
    async (tx) => {
      const existing = await tx.publishedSnapshot.findUnique({ where: { jobId }, select: { id: true } });
      if (existing) return existing.id;
      // The navigation (about 200 KB for 1,000 pages) as one JSON parameter: through Prisma's
      // create, its query compiler handles it value by value, at several times the write's cost.
      const inserted = await tx.$queryRaw<{ id: string }[]>`
        INSERT INTO "PublishedSnapshot" ("id", "documentationId", "jobId", "pageCount", "navigation")
        VALUES (gen_random_uuid()::text, ${structure.documentationId}, ${jobId}, ${structure.pages.length}, ${JSON.stringify(structure.versions)}::jsonb)
        RETURNING "id"`;
      const snapshotId = inserted[0]!.id;
      // One statement with one JSON parameter: a thousand-row createMany binds ten thousand
      // parameters, and parsing them cost more than writing the rows.
      const places = structure.pages.map((page, index) => ({ ...page, renderedPageId: renderedPageIds[index]! }));
      await tx.$executeRaw`
        INSERT INTO "PublishedPage"
          ("id", "snapshotId", "renderedPageId", "versionId", "versionSlug", "sectionId", "sectionTitle", "entryId", "path", "title", "position", "hidden")
        SELECT gen_random_uuid()::text, ${snapshotId}, p."renderedPageId", p."versionId", p."versionSlug", p."sectionId", p."sectionTitle",
               p."entryId", p."path", p."title", p."position", coalesce(p."hidden", false)
        FROM jsonb_to_recordset(${JSON.stringify(places)}::jsonb) AS p(
          "renderedPageId" text, "versionId" text, "versionSlug" text, "sectionId" text, "sectionTitle" text,
          "entryId" text, "path" text, "title" text, "position" int, "hidden" boolean)`;
      const previous = await tx.publishedSite.findUnique({ where: { documentationId: structure.documentationId }, select: { snapshotId: true } });
      await recordRedirects(tx, structure, previous?.snapshotId ?? null, snapshotId);
      await tx.publishedSite.upsert({
        where: { documentationId: structure.documentationId },
        create: { documentationId: structure.documentationId, snapshotId },
        update: { snapshotId, publishedAt: new Date() },
      });
      // The first publish takes an initialized project live.
      await tx.documentation.updateMany({ where: { id: structure.documentationId, status: "pending" }, data: { status: "active" } });
      return snapshotId;
    },
    { timeout: 60_000 },
  );
}

/**
 * A page's site path in SQL (lib/publishing/structure.ts `sitePath`): pages of the default
 * version at the root, the others under their version's slug.
 */
const sitePathOf = (page: string, defaultSlug: string | null) =>
  Prisma.sql`CASE WHEN ${Prisma.raw(page)}."versionSlug" = ${defaultSlug} THEN ${Prisma.raw(page)}."path"
    ELSE ${Prisma.raw(page)}."versionSlug" || '/' || ${Prisma.raw(page)}."path" END`;

/**
 * Keeps the links readers hold working: every entry whose site path the new snapshot changes
 * (moved, renamed, its section or version renamed, another version made the default) gets an
 * automatic redirect from its old path to its new one; redirects to an old path now lead
 * straight to the new one (no chains); and redirects from a path the new snapshot serves go,
 * since a page wins over a redirect. Entries deleted get none. A few set-based statements,
 * whatever the number of pages.
 */
async function recordRedirects(tx: Transaction, structure: DocumentationStructure, previousSnapshotId: string | null, snapshotId: string) {
  const documentationId = structure.documentationId;
  const newDefault = structure.versions.find((version) => version.isDefault)?.slug ?? null;
  if (previousSnapshotId) {
    const [old] = await tx.$queryRaw<{ defaultSlug: string | null }[]>`
      SELECT (SELECT v->>'slug' FROM jsonb_array_elements("navigation") v WHERE (v->>'isDefault')::boolean LIMIT 1) AS "defaultSlug"
      FROM "PublishedSnapshot" WHERE "id" = ${previousSnapshotId}`;
    const moved = Prisma.sql`
      SELECT DISTINCT ON (${sitePathOf("o", old?.defaultSlug ?? null)})
             ${sitePathOf("o", old?.defaultSlug ?? null)} AS "fromPath", ${sitePathOf("n", newDefault)} AS "toPath"
      FROM "PublishedPage" o
      JOIN "PublishedPage" n ON n."snapshotId" = ${snapshotId} AND n."versionId" = o."versionId" AND n."entryId" = o."entryId"
      WHERE o."snapshotId" = ${previousSnapshotId} AND ${sitePathOf("o", old?.defaultSlug ?? null)} <> ${sitePathOf("n", newDefault)}`;
    // Chains first, in a statement of their own: the upsert below may write the same rows.
    await tx.$executeRaw`
      UPDATE "SiteRedirect" r SET "toPath" = m."toPath"
      FROM (${moved}) m
      WHERE r."documentationId" = ${documentationId} AND r."toPath" = m."fromPath"`;
    await tx.$executeRaw`
      INSERT INTO "SiteRedirect" ("id", "documentationId", "fromPath", "toPath", "source")
      SELECT gen_random_uuid()::text, ${documentationId}, m."fromPath", m."toPath", 'automatic' FROM (${moved}) m
      ON CONFLICT ("documentationId", "fromPath") DO UPDATE
      SET "toPath" = EXCLUDED."toPath", "source" = 'automatic', "createdById" = NULL, "createdAt" = now()`;
  }
  await tx.$executeRaw`
    DELETE FROM "SiteRedirect" r
    WHERE r."documentationId" = ${documentationId}
      AND (r."fromPath" = r."toPath"
        OR r."fromPath" IN (SELECT ${sitePathOf("p", newDefault)} FROM "PublishedPage" p WHERE p."snapshotId" = ${snapshotId}))`;
}

/**
 * Merges the search index's new entries into it. New entries of a GIN index wait in a pending
 * list that every search reads in full (a few MB after a large publish) until a vacuum merges
 * them, which may be minutes away.
 */
export async function mergeSearchIndex(): Promise<void> {
  await db.$executeRaw`SELECT gin_clean_pending_list('"RenderedPage_searchVector_idx"'::regclass)`;
}

/**
 * Keeps the live snapshot and the one before it; drops older ones and renders nobody uses.
 * Unused renders younger than an hour stay: a publish that failed may have made them, and
 * the next one reuses them.
 */
export async function pruneSnapshots(documentationId: string): Promise<void> {
  const live = await db.publishedSite.findUnique({ where: { documentationId }, select: { snapshotId: true } });
  const keep = await db.publishedSnapshot.findMany({
    where: { documentationId },
    orderBy: { createdAt: "desc" },
    take: 2,
    select: { id: true },
  });
  const keepIds = [...new Set([...keep.map((row) => row.id), ...(live ? [live.snapshotId] : [])])];
  await db.publishedSnapshot.deleteMany({ where: { documentationId, id: { notIn: keepIds } } });
  await db.$executeRaw`
    DELETE FROM "RenderedPage" r
    WHERE r."documentationId" = ${documentationId}
      AND NOT EXISTS (SELECT 1 FROM "PublishedPage" p WHERE p."renderedPageId" = r."id")
      AND r."createdAt" < now() - interval '1 hour'`;
}

/**
 * Whether a publish that added `newRenders` rendered pages left the planner's statistics
 * behind: autovacuum's rule (more than 50 rows plus a tenth of those counted at the last
 * ANALYZE), which the embedded database does not run. `counted` is -1 before any ANALYZE.
 */
export function statisticsOutdated(newRenders: number, counted: number): boolean {
  return counted < 0 || newRenders > 50 + counted / 10;
}

/**
 * Planner statistics for the search tables once they are outdated: without them search plans
 * join whole snapshots (hundreds of ms). The other tables grow with the rendered pages.
 */
export async function refreshSearchStatistics(newRenders: number): Promise<void> {
  const [table] = await queryRows<{ reltuples: number }>(Prisma.sql`SELECT reltuples FROM pg_class WHERE oid = '"RenderedPage"'::regclass`);
  if (table && !statisticsOutdated(newRenders, table.reltuples)) return;
  await db.$executeRawUnsafe(`ANALYZE "RenderedPage", "PublishedPage", "SearchTerm"`);
}
