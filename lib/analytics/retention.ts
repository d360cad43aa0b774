import { Prisma } from "../generated/prisma/client";
import { queryRows } from "../db";
import { log } from "../log";
import { runPeriodically } from "../timers";
import { utcDay } from "./record";

/** Days raw page views, addresses not found and searches are kept before they are rolled up into daily counts. */
export function rawRetentionDays(): number {
  const days = Number(process.env.ANALYTICS_RAW_RETENTION_DAYS ?? 90);
  return Number.isInteger(days) && days >= 1 ? days : 90;
}

export interface RollUpReport {
  days: number;
  page_views: number;
  search_events: number;
  not_found_views: number;
}

/**
 * Raw page views, visits to addresses not found and search events older than the retention
 * window become per-day counts (a page's views and visitors; an address's visits and visitors
 * per referrer; a query's searches, zero-result searches and clicks) and are
 * deleted, a day at a time, each in one statement: a day is either rolled up or not, so
 * running twice or on two instances at once counts nothing twice. Salts of past days and the
 * visitor hashes of days that are over are deleted too: nothing then links a hash to a reader.
 */
export async function rollUpAnalytics(now = new Date()): Promise<RollUpReport> {
  const cutoff = utcDay(new Date(now.getTime() - rawRetentionDays() * 86_400_000));
  const report: RollUpReport = { days: 0, page_views: 0, search_events: 0, not_found_views: 0 };
  for (;;) {
    const [oldest] = await queryRows<{ day: string | null }>(Prisma.sql`
      SELECT to_char(LEAST((SELECT min("day") FROM "PageView"), (SELECT min("day") FROM "SearchEvent"), (SELECT min("day") FROM "NotFoundView")), 'YYYY-MM-DD') AS "day"`);
    if (!oldest?.day || oldest.day >= cutoff) break;
    const day = oldest.day;
    const [views] = await queryRows<{ count: number }>(Prisma.sql`
      WITH moved AS (DELETE FROM "PageView" WHERE "day" = ${day}::date RETURNING *),
      counted AS (
        INSERT INTO "AnalyticsPageDay" ("documentationId", "versionKey", "day", "path", "views", "visitors")
        SELECT "documentationId", COALESCE("versionId", ''), "day", "path", count(*), count(DISTINCT "visitorHash") FROM moved GROUP BY 1, 2, 3, 4
        ON CONFLICT ("documentationId", "day", "versionKey", "path") DO UPDATE SET
          "views" = "AnalyticsPageDay"."views" + excluded."views", "visitors" = "AnalyticsPageDay"."visitors" + excluded."visitors"
      )
      SELECT count(*)::int AS "count" FROM moved`);
    const [searches] = await queryRows<{ count: number }>(Prisma.sql`
      WITH moved AS (DELETE FROM "SearchEvent" WHERE "day" = ${day}::date RETURNING *),
      counted AS (
        INSERT INTO "AnalyticsSearchDay" ("documentationId", "versionKey", "day", "query", "searches", "zeroResults", "clicks", "resultCount")
        SELECT "documentationId", COALESCE("versionId", ''), "day", "query",
          count(*) FILTER (WHERE "kind" = 'search'), count(*) FILTER (WHERE "kind" = 'search' AND "resultCount" = 0), count(*) FILTER (WHERE "kind" = 'click'),
          COALESCE((array_agg("resultCount" ORDER BY "createdAt" DESC) FILTER (WHERE "kind" = 'search'))[1], 0)
        FROM moved GROUP BY 1, 2, 3, 4
        ON CONFLICT ("documentationId", "day", "versionKey", "query") DO UPDATE SET
          "searches" = "AnalyticsSearchDay"."searches" + excluded."searches",
          "zeroResults" = "AnalyticsSearchDay"."zeroResults" + excluded."zeroResults",
          "clicks" = "AnalyticsSearchDay"."clicks" + excluded."clicks",
          "resultCount" = excluded."resultCount"
      )
      SELECT count(*)::int AS "count" FROM moved`);
    const [notFound] = await queryRows<{ count: number }>(Prisma.sql`
      WITH moved AS (DELETE FROM "NotFoundView" WHERE "day" = ${day}::date RETURNING *),
      counted AS (
        INSERT INTO "AnalyticsNotFoundDay" ("documentationId", "versionKey", "day", "path", "referrerHost", "views", "visitors")
        SELECT "documentationId", COALESCE("versionId", ''), "day", "path", COALESCE("referrerHost", ''), count(*), count(DISTINCT "visitorHash")
        FROM moved GROUP BY 1, 2, 3, 4, 5
        ON CONFLICT ("documentationId", "day", "versionKey", "path", "referrerHost") DO UPDATE SET
          "views" = "AnalyticsNotFoundDay"."views" + excluded."views", "visitors" = "AnalyticsNotFoundDay"."visitors" + excluded."visitors"
      )
      SELECT count(*)::int AS "count" FROM moved`);
    report.days += 1;
    report.page_views += views!.count;
    report.search_events += searches!.count;
    report.not_found_views += notFound!.count;
  }
  const today = utcDay(now);
  await queryRows(Prisma.sql`DELETE FROM "AnalyticsSalt" WHERE "day" < ${today}::date`);
  // Yesterday's stay a while: events buffered before midnight are still being written.
  await queryRows(Prisma.sql`DELETE FROM "AnalyticsDayVisitor" WHERE "day" < ${today}::date - 1`);
  return report;
}

const rollUpIntervalMs = 60 * 60 * 1000;

/** Without an Inngest server (whose cron runs the roll-up), the app runs it hourly itself. */
export function rollUpAnalyticsPeriodically(): void {
  const rollUp = async () => {
    try {
      const report = await rollUpAnalytics();
      if (report.days > 0) log.info("analytics rolled up", { ...report });
    } catch (error) {
      log.warn("rolling up analytics failed", { error: (error as Error).message });
    }
  };
  runPeriodically(rollUp, { firstAfterMs: 90_000, everyMs: rollUpIntervalMs });
}
