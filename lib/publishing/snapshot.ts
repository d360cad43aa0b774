import { db, queryRows } from "../db";
import { Prisma } from "../generated/prisma/client";
import type { ProjectStructure } from "./structure";

/**
 * Makes the rendered pages live: creates the snapshot with every page's place and flips the
 * project's live pointer, in one transaction, so readers see either the old site or the new
 * one. Running it again for the same job changes nothing.
 */
export async function switchLiveSnapshot(jobId: string, structure: ProjectStructure, renderedPageIds: string[]): Promise<string> {
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
          ("id", "snapshotId", "renderedPageId", "versionId", "versionSlug", "sectionId", "sectionTitle", "entryId", "path", "title", "position")
        SELECT gen_random_uuid()::text, ${snapshotId}, p."renderedPageId", p."versionId", p."versionSlug", p."sectionId", p."sectionTitle",
               p."entryId", p."path", p."title", p."position"
        FROM jsonb_to_recordset(${JSON.stringify(places)}::jsonb) AS p(
          "renderedPageId" text, "versionId" text, "versionSlug" text, "sectionId" text, "sectionTitle" text,
          "entryId" text, "path" text, "title" text, "position" int)`;
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
