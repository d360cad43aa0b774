import { z } from "zod";
import type { DocumentationAccess } from "../auth/access";
import { assertFeature } from "../billing/quota";
import { db, queryRows } from "../db";
import { notFound } from "../errors";
import { Prisma } from "../generated/prisma/client";
import { CreatedCursor, createdPastSql, decodeCursor, fetchPage, type Page, type PageRequest } from "../pagination";
import {
  rangeOf,
  type FeedbackFilter,
  type NotFoundFilter,
  type PagesFilter,
  type QuestionsFilter,
  type Range,
  type SearchesFilter,
  type SummaryFilter,
} from "./schemas";
import type { AnalyticsSummary, DayCounts, FeedbackReport, NotFoundReport, PageReport, QuestionReport, SearchReport } from "./views";

/**
 * What readers did on a project's published site, for its team: counts per day, pages,
 * searches, Ask AI questions and page feedback. Every report needs the plan's `analytics`.
 */

/** Checks the plan and the range's version; the range as the queries use it. */
async function reportRange(access: DocumentationAccess, filter: { from?: string; to?: string; version_id?: string }): Promise<Range> {
  await assertFeature(access.organizationId, "analytics");
  const range = rangeOf(filter);
  if (range.versionId) {
    const version = await db.version.findFirst({ where: { id: range.versionId, documentationId: access.documentationId }, select: { id: true } });
    if (!version) throw notFound("Version");
  }
  return range;
}

const inRange = (range: Range, column = Prisma.sql`"day"`) => Prisma.sql`${column} BETWEEN ${range.from}::date AND ${range.to}::date`;
const ofVersion = (range: Range, column = Prisma.sql`"versionId"`) => (range.versionId ? Prisma.sql`AND ${column} = ${range.versionId}` : Prisma.empty);

const helpfulPercent = (counts: DayCounts) =>
  counts.helpful + counts.not_helpful === 0 ? null : Math.round((counts.helpful * 1000) / (counts.helpful + counts.not_helpful)) / 10;

/**
 * Totals and one row per day of the range (days without readers too), read from the counters
 * kept per day as events are written: as fast for a million views as for ten. Visitors are
 * counted per day (the hash that makes them countable changes every day), so the total is
 * the sum of the days'.
 */
export async function analyticsSummary(access: DocumentationAccess, filter: SummaryFilter): Promise<AnalyticsSummary> {
  const range = await reportRange(access, filter);
  const days = await queryRows<DayCounts & { day: string }>(Prisma.sql`
    SELECT to_char(d.day, 'YYYY-MM-DD') AS "day",
      COALESCE(a."views", 0) AS "views", COALESCE(a."visitors", 0) AS "visitors", COALESCE(a."searches", 0) AS "searches",
      COALESCE(a."zeroResultSearches", 0) AS "zero_result_searches", COALESCE(a."searchClicks", 0) AS "search_clicks",
      COALESCE(a."questions", 0) AS "questions", COALESCE(a."unanswered", 0) AS "unanswered",
      COALESCE(a."helpful", 0) AS "helpful", COALESCE(a."notHelpful", 0) AS "not_helpful", COALESCE(a."notFound", 0) AS "not_found"
    FROM generate_series(${range.from}::date, ${range.to}::date, interval '1 day') AS d(day)
    LEFT JOIN "AnalyticsDay" a ON a."documentationId" = ${access.documentationId} AND a."versionKey" = ${range.versionId ?? ""} AND a."day" = d.day::date
    ORDER BY d.day`);
  const totals: DayCounts = { views: 0, visitors: 0, searches: 0, zero_result_searches: 0, search_clicks: 0, questions: 0, unanswered: 0, helpful: 0, not_helpful: 0, not_found: 0 };
  for (const day of days) for (const key of Object.keys(totals) as (keyof DayCounts)[]) totals[key] += day[key];
  return {
    from: range.from,
    to: range.to,
    version_id: range.versionId,
    totals: { ...totals, helpful_percent: helpfulPercent(totals) },
    days: days.map((day) => ({ ...day, helpful_percent: helpfulPercent(day) })),
  };
}

const OffsetCursor = z.object({ offset: z.number().int().min(0).max(1_000_000) });

/** Aggregated lists page by position: their rows have no identity to resume from. */
function offsetPage<T>(page: PageRequest, query: (limit: number, offset: number) => Promise<T[]>): Promise<Page<T>> {
  const offset = decodeCursor(page.cursor, OffsetCursor)?.offset ?? 0;
  return fetchPage(page, (take) => query(take, offset), () => ({ offset: offset + page.limit }));
}

/**
 * Pages by views (or by "no" votes): recent days from the raw views, older ones from the
 * per-page counts the retention job rolled them into.
 */
export async function analyticsPages(access: DocumentationAccess, filter: PagesFilter, page: PageRequest): Promise<Page<PageReport>> {
  const range = await reportRange(access, filter);
  const order = filter.sort === "not_helpful" ? Prisma.sql`"not_helpful" DESC, "views" DESC` : Prisma.sql`"views" DESC, "not_helpful" DESC`;
  const documentationId = access.documentationId;
  return offsetPage(page, (limit, offset) =>
    queryRows<PageReport>(Prisma.sql`
      WITH viewed AS (
        SELECT COALESCE("versionId", '') AS version, "path", count(*)::int AS views, count(DISTINCT ("day", "visitorHash"))::int AS visitors
        FROM "PageView" WHERE "documentationId" = ${documentationId} AND ${inRange(range)} ${ofVersion(range)}
        GROUP BY 1, 2
        UNION ALL
        SELECT "versionKey", "path", sum("views")::int, sum("visitors")::int
        FROM "AnalyticsPageDay" WHERE "documentationId" = ${documentationId} AND ${inRange(range)} ${ofVersion(range, Prisma.sql`"versionKey"`)}
        GROUP BY 1, 2
      ), pages AS (
        SELECT version, "path", sum(views)::int AS views, sum(visitors)::int AS visitors FROM viewed GROUP BY 1, 2
      ), votes AS (
        SELECT COALESCE("versionId", '') AS version, "path", count(*) FILTER (WHERE "helpful")::int AS helpful, count(*) FILTER (WHERE NOT "helpful")::int AS not_helpful
        FROM "PageFeedback" WHERE "documentationId" = ${documentationId} AND ${inRange(range)} ${ofVersion(range)}
        GROUP BY 1, 2
      ), report AS (
        SELECT NULLIF(COALESCE(p.version, v.version), '') AS "version_id", COALESCE(p."path", v."path") AS "path",
          COALESCE(p.views, 0) AS "views", COALESCE(p.visitors, 0) AS "visitors", COALESCE(v.helpful, 0) AS "helpful", COALESCE(v.not_helpful, 0) AS "not_helpful"
        FROM pages p FULL JOIN votes v ON p.version = v.version AND p."path" = v."path"
      )
      SELECT r.*, pp."title", pp."entryId" AS "entry_id"
      FROM report r
      LEFT JOIN "PublishedSite" s ON s."documentationId" = ${documentationId}
      LEFT JOIN "PublishedPage" pp ON pp."snapshotId" = s."snapshotId" AND pp."versionId" = r."version_id" AND pp."path" = r."path"
      ORDER BY ${order}, r."path", r."version_id"
      LIMIT ${limit} OFFSET ${offset}`),
  );
}

/** Queries by how often they were searched; `zero_results` keeps those that found nothing at least once. */
export async function analyticsSearches(access: DocumentationAccess, filter: SearchesFilter, page: PageRequest): Promise<Page<SearchReport>> {
  const range = await reportRange(access, filter);
  const documentationId = access.documentationId;
  return offsetPage(page, (limit, offset) =>
    queryRows<SearchReport>(Prisma.sql`
      WITH events AS (
        SELECT "query", count(*) FILTER (WHERE "kind" = 'search')::int AS searches,
          count(*) FILTER (WHERE "kind" = 'search' AND "resultCount" = 0)::int AS zero_results,
          count(*) FILTER (WHERE "kind" = 'click')::int AS clicks,
          (array_agg("resultCount" ORDER BY "createdAt" DESC) FILTER (WHERE "kind" = 'search'))[1] AS last_count, max("day") AS last_day
        FROM "SearchEvent" WHERE "documentationId" = ${documentationId} AND ${inRange(range)} ${ofVersion(range)}
        GROUP BY 1
        UNION ALL
        SELECT "query", sum("searches")::int, sum("zeroResults")::int, sum("clicks")::int,
          (array_agg("resultCount" ORDER BY "day" DESC))[1], max("day")
        FROM "AnalyticsSearchDay" WHERE "documentationId" = ${documentationId} AND ${inRange(range)} ${ofVersion(range, Prisma.sql`"versionKey"`)}
        GROUP BY 1
      ), report AS (
        SELECT "query", sum(searches)::int AS "searches", sum(zero_results)::int AS "zero_result_searches", sum(clicks)::int AS "clicks",
          COALESCE((array_agg(last_count ORDER BY last_day DESC) FILTER (WHERE last_count IS NOT NULL))[1], 0) AS "last_result_count"
        FROM events GROUP BY 1
      )
      SELECT * FROM report
      WHERE "searches" > 0 ${filter.zero_results === true ? Prisma.sql`AND "zero_result_searches" > 0` : filter.zero_results === false ? Prisma.sql`AND "zero_result_searches" = 0` : Prisma.empty}
      ORDER BY "searches" DESC, "query"
      LIMIT ${limit} OFFSET ${offset}`),
  );
}

/**
 * Addresses readers asked for that named no page, most visited first, with the hosts that
 * linked to them and where a redirect sends each now (`redirected` filters on that).
 */
export async function analyticsNotFound(access: DocumentationAccess, filter: NotFoundFilter, page: PageRequest): Promise<Page<NotFoundReport>> {
  const range = await reportRange(access, filter);
  const documentationId = access.documentationId;
  const redirected = filter.redirected === true ? Prisma.sql`WHERE r."toPath" IS NOT NULL` : filter.redirected === false ? Prisma.sql`WHERE r."toPath" IS NULL` : Prisma.empty;
  return offsetPage(page, (limit, offset) =>
    queryRows<NotFoundReport>(Prisma.sql`
      WITH visits AS (
        SELECT COALESCE("versionId", '') AS version, "path", COALESCE("referrerHost", '') AS referrer, count(*)::int AS views,
          count(DISTINCT ("day", "visitorHash"))::int AS visitors
        FROM "NotFoundView" WHERE "documentationId" = ${documentationId} AND ${inRange(range)} ${ofVersion(range)}
        GROUP BY 1, 2, 3
        UNION ALL
        SELECT "versionKey", "path", "referrerHost", sum("views")::int, sum("visitors")::int
        FROM "AnalyticsNotFoundDay" WHERE "documentationId" = ${documentationId} AND ${inRange(range)} ${ofVersion(range, Prisma.sql`"versionKey"`)}
        GROUP BY 1, 2, 3
      ), referrers AS (
        SELECT version, "path", referrer, sum(views)::int AS views, sum(visitors)::int AS visitors FROM visits GROUP BY 1, 2, 3
      ), report AS (
        SELECT NULLIF(version, '') AS "version_id", "path", sum(views)::int AS "views", sum(visitors)::int AS "visitors",
          COALESCE((array_agg(referrer ORDER BY views DESC, referrer) FILTER (WHERE referrer <> ''))[1:5], '{}') AS "referrer_hosts"
        FROM referrers GROUP BY 1, 2
      )
      SELECT report.*, r."toPath" AS "redirect_to"
      FROM report LEFT JOIN "SiteRedirect" r ON r."documentationId" = ${documentationId} AND r."fromPath" = report."path"
      ${redirected}
      ORDER BY report."views" DESC, report."path", report."version_id"
      LIMIT ${limit} OFFSET ${offset}`),
  );
}

/** Keyset pages on (createdAt, id), newest first, over a table with those columns. */
function newestFirst<T extends { id: string; created_at: string }>(
  page: PageRequest,
  query: (after: Prisma.Sql, limit: number) => Promise<T[]>,
): Promise<Page<T>> {
  const cursor = decodeCursor(page.cursor, CreatedCursor);
  const after = cursor ? Prisma.sql`AND ${createdPastSql(cursor, "desc")}` : Prisma.empty;
  return fetchPage(page, (take) => query(after, take), (last) => ({ createdAt: last.created_at, id: last.id }));
}

/** `created_at` as the cursor needs it back: PostgreSQL's own timestamp text, in UTC. */
const createdAt = Prisma.sql`to_char("createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "created_at"`;

/** Ask AI questions, newest first; `unanswered` keeps those the docs could not answer. */
export async function analyticsQuestions(access: DocumentationAccess, filter: QuestionsFilter, page: PageRequest): Promise<Page<QuestionReport>> {
  const range = await reportRange(access, filter);
  const answered = filter.unanswered === true ? Prisma.sql`AND NOT "answered"` : filter.unanswered === false ? Prisma.sql`AND "answered"` : Prisma.empty;
  return newestFirst(page, (after, limit) =>
    queryRows<QuestionReport>(Prisma.sql`
      SELECT "id", "question", "answered", "citedPaths" AS "cited_paths", "versionId" AS "version_id", ${createdAt}
      FROM "AskQuestion"
      WHERE "documentationId" = ${access.documentationId} AND ${inRange(range)} ${ofVersion(range)} ${answered} ${after}
      ORDER BY "createdAt" DESC, "id" DESC LIMIT ${limit}`),
  );
}

/** Votes on pages, newest first, filtered by vote, by having a comment, or by page. */
export async function analyticsFeedback(access: DocumentationAccess, filter: FeedbackFilter, page: PageRequest): Promise<Page<FeedbackReport>> {
  const range = await reportRange(access, filter);
  const conditions = [
    filter.helpful === undefined ? Prisma.empty : Prisma.sql`AND f."helpful" = ${filter.helpful}`,
    filter.with_comment === true ? Prisma.sql`AND f."comment" IS NOT NULL` : filter.with_comment === false ? Prisma.sql`AND f."comment" IS NULL` : Prisma.empty,
    filter.path ? Prisma.sql`AND f."path" = ${filter.path}` : Prisma.empty,
  ];
  return newestFirst(page, (after, limit) =>
    queryRows<FeedbackReport>(Prisma.sql`
      SELECT f."id", f."path", f."versionId" AS "version_id", pp."title", pp."entryId" AS "entry_id", f."helpful", f."comment",
        to_char(f."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "created_at"
      FROM (
        SELECT * FROM "PageFeedback" f
        WHERE f."documentationId" = ${access.documentationId} AND ${inRange(range, Prisma.sql`f."day"`)} ${ofVersion(range, Prisma.sql`f."versionId"`)}
          ${Prisma.join(conditions, " ")} ${after}
        ORDER BY "createdAt" DESC, "id" DESC LIMIT ${limit}
      ) f
      LEFT JOIN "PublishedSite" s ON s."documentationId" = f."documentationId"
      LEFT JOIN "PublishedPage" pp ON pp."snapshotId" = s."snapshotId" AND pp."versionId" = f."versionId" AND pp."path" = f."path"
      ORDER BY f."createdAt" DESC, f."id" DESC`),
  );
}
