import type { analyticsSummary } from "@/lib/analytics/reports";

/** The analytics API's answers as the screen reads them (docs/api/analytics.md). */
export type { FeedbackReport, PageReport, QuestionReport, SearchReport } from "@/lib/analytics/reports";

export type Summary = Awaited<ReturnType<typeof analyticsSummary>>;
export type SummaryDay = Summary["days"][number];
