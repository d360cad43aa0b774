import { z } from "zod";
import { Timestamp } from "../http/answers";

const Day = z.iso.date();
const Count = z.number().int();

const DayCounts = z.object({
  views: Count,
  visitors: Count.describe("Distinct readers per day (a visitor's hash changes daily); a total sums the days"),
  searches: Count,
  zero_result_searches: Count,
  search_clicks: Count,
  questions: Count.describe("Ask AI questions"),
  unanswered: Count.describe("Questions the docs could not answer"),
  helpful: Count,
  not_helpful: Count,
});
export type DayCounts = z.output<typeof DayCounts>;

const HelpfulPercent = z.number().nullable().describe("Share of helpful votes, one decimal; null without votes");

/** Totals of a range and one row per day of it. */
export const AnalyticsSummary = z
  .object({
    from: Day,
    to: Day,
    version_id: z.string().nullable().describe("The version reported on; null for all"),
    totals: DayCounts.extend({ helpful_percent: HelpfulPercent }),
    days: z.array(DayCounts.extend({ day: Day, helpful_percent: HelpfulPercent })),
  })
  .meta({ id: "AnalyticsSummary" });
export type AnalyticsSummary = z.output<typeof AnalyticsSummary>;

export const PageReport = z
  .object({
    version_id: z.string().nullable(),
    path: z.string(),
    title: z.string().nullable().describe("The page's title in the live site; null once it is no longer published"),
    entry_id: z.string().nullable(),
    views: Count,
    visitors: Count,
    helpful: Count,
    not_helpful: Count,
  })
  .meta({ id: "PageReport" });
export type PageReport = z.output<typeof PageReport>;

export const SearchReport = z
  .object({
    query: z.string(),
    searches: Count,
    zero_result_searches: Count,
    clicks: Count,
    last_result_count: Count.describe("How many results the query's latest search found"),
  })
  .meta({ id: "SearchReport" });
export type SearchReport = z.output<typeof SearchReport>;

export const QuestionReport = z
  .object({
    id: z.string(),
    question: z.string(),
    answered: z.boolean(),
    cited_paths: z.array(z.string()),
    version_id: z.string().nullable(),
    created_at: Timestamp,
  })
  .meta({ id: "QuestionReport" });
export type QuestionReport = z.output<typeof QuestionReport>;

export const FeedbackReport = z
  .object({
    id: z.string(),
    path: z.string(),
    version_id: z.string().nullable(),
    title: z.string().nullable(),
    entry_id: z.string().nullable(),
    helpful: z.boolean(),
    comment: z.string().nullable(),
    created_at: Timestamp,
  })
  .meta({ id: "FeedbackReport" });
export type FeedbackReport = z.output<typeof FeedbackReport>;

/** A report as a CSV download, its rows in the order of the list. */
export const csvReport = { mediaType: "text/csv", description: "The whole report as CSV, one row per item of the list" } as const;

export const PageReportList = z.array(PageReport);
export const SearchReportList = z.array(SearchReport);
export const QuestionReportList = z.array(QuestionReport);
export const FeedbackReportList = z.array(FeedbackReport);
