import type { AnalyticsSummary } from "@/lib/analytics/views";

/** The analytics API's answers as the screen reads them (docs/api/analytics.md). */
export type { FeedbackReport, NotFoundReport, PageReport, QuestionReport, SearchReport } from "@/lib/analytics/views";

export type Summary = AnalyticsSummary;
export type SummaryDay = Summary["days"][number];
