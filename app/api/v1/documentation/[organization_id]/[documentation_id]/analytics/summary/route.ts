import { SummaryQuery } from "@/lib/analytics/schemas";
import { analyticsSummary } from "@/lib/analytics/reports";
import { AnalyticsSummary } from "@/lib/analytics/views";
import { DocumentationParams } from "@/lib/documentation/schemas";
import { route } from "@/lib/http/route";

export const GET = route({ summary: "Get the project's analytics summary", params: DocumentationParams, query: SummaryQuery, permission: "analytics.read", problems: ["quota_exceeded"], responses: { 200: AnalyticsSummary } }, ({ access, query }) =>
  analyticsSummary(access, query),
);
