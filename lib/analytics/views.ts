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
  not_found: Count.describe("Visits to addresses of the site that named no page"),
});
export type DayCounts = z.output<typeof DayCounts>;

const HelpfulPercent = z.number().nullable().describe("Share of helpful votes, one decimal; null without votes");

/** Three days of a project's readers, as the API document's summary example shows them. */
const days = [
  { day: "2026-11-23", views: 412, visitors: 150, searches: 61, zero_result_searches: 4, search_clicks: 48, questions: 9, unanswered: 1, helpful: 7, not_helpful: 1, not_found: 3, helpful_percent: 87.5 },
  { day: "2026-11-24", views: 538, visitors: 187, searches: 80, zero_result_searches: 6, search_clicks: 66, questions: 12, unanswered: 2, helpful: 10, not_helpful: 3, not_found: 5, helpful_percent: 76.9 },
  { day: "2026-11-25", views: 97, visitors: 41, searches: 12, zero_result_searches: 0, search_clicks: 10, questions: 0, unanswered: 0, helpful: 0, not_helpful: 0, not_found: 0, helpful_percent: null },
];

/** Totals of a range and one row per day of it. */
export const AnalyticsSummary = z
  .object({
    from: Day,
    to: Day,
    version_id: z.string().nullable().describe("The version reported on; null for all"),
    totals: DayCounts.extend({ helpful_percent: HelpfulPercent }),
    days: z.array(DayCounts.extend({ day: Day, helpful_percent: HelpfulPercent })),
  })
  .meta({
    id: "AnalyticsSummary",
    examples: [
      {
        from: "2026-11-23",
        to: "2026-11-25",
        version_id: null,
        totals: { views: 1047, visitors: 378, searches: 153, zero_result_searches: 10, search_clicks: 124, questions: 21, unanswered: 3, helpful: 17, not_helpful: 4, not_found: 8, helpful_percent: 81 },
        days,
      },
    ],
  });
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
  .meta({
    id: "PageReport",
    examples: [
      {
        version_id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
        path: "/getting-started/install",
        title: "Install the CLI",
        entry_id: "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b",
        views: 318,
        visitors: 122,
        helpful: 9,
        not_helpful: 2,
      },
    ],
  });
export type PageReport = z.output<typeof PageReport>;

export const SearchReport = z
  .object({
    query: z.string(),
    searches: Count,
    zero_result_searches: Count,
    clicks: Count,
    last_result_count: Count.describe("How many results the query's latest search found"),
  })
  .meta({ id: "SearchReport", examples: [{ query: "sso", searches: 27, zero_result_searches: 27, clicks: 0, last_result_count: 0 }] });
export type SearchReport = z.output<typeof SearchReport>;

export const NotFoundReport = z
  .object({
    path: z.string().describe("The address readers asked for, under the site (a version's slug included): what a redirect's `from` names"),
    version_id: z.string().nullable(),
    views: Count.describe("Visits to the address, from browsers that ran the page (scanners run none)"),
    visitors: Count,
    referrer_hosts: z.array(z.string()).describe("Up to five hosts that linked to the address, most visits first; the site's own host is a broken link on its pages"),
    redirect_to: z.string().nullable().describe("Where a redirect now sends the address; null while readers still get \"Page not found\""),
  })
  .meta({
    id: "NotFoundReport",
    examples: [
      { path: "guides/instal", version_id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d", views: 41, visitors: 30, referrer_hosts: ["stackoverflow.com", "docs.example.com"], redirect_to: null },
    ],
  });
export type NotFoundReport = z.output<typeof NotFoundReport>;

export const QuestionReport = z
  .object({
    id: z.string(),
    question: z.string(),
    answered: z.boolean(),
    cited_paths: z.array(z.string()),
    version_id: z.string().nullable(),
    created_at: Timestamp,
  })
  .meta({
    id: "QuestionReport",
    examples: [
      {
        id: "0d1e2f3a-4b5c-4d6e-9f7a-8b9c0d1e2f3b",
        question: "How do I rotate an API token?",
        answered: true,
        cited_paths: ["/guides/tokens"],
        version_id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
        created_at: "2026-11-24T15:03:00.000Z",
      },
    ],
  });
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
  .meta({
    id: "FeedbackReport",
    examples: [
      {
        id: "1e2f3a4b-5c6d-4e7f-8a9b-0c1d2e3f4a5c",
        path: "/getting-started/install",
        version_id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
        title: "Install the CLI",
        entry_id: "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b",
        helpful: false,
        comment: "The Windows steps are missing.",
        created_at: "2026-11-24T10:21:00.000Z",
      },
    ],
  });
export type FeedbackReport = z.output<typeof FeedbackReport>;

/** A report as a CSV download, its rows in the order of the list. */
export const csvReport = { mediaType: "text/csv", description: "The whole report as CSV, one row per item of the list" } as const;

export const PageReportList = z.array(PageReport);
export const SearchReportList = z.array(SearchReport);
export const NotFoundReportList = z.array(NotFoundReport);
export const QuestionReportList = z.array(QuestionReport);
export const FeedbackReportList = z.array(FeedbackReport);
