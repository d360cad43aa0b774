import { FeedbackQuery } from "@/lib/analytics/schemas";
import { analyticsFeedback } from "@/lib/analytics/reports";
import { FeedbackReportList } from "@/lib/analytics/views";
import { DocumentationParams } from "@/lib/documentation/schemas";
import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";

export const GET = route({ summary: "List page feedback", params: DocumentationParams, query: FeedbackQuery, permission: "analytics.read", problems: ["quota_exceeded"], responses: { 200: FeedbackReportList } }, async ({ access, query, request }) =>
  paginated(request, await analyticsFeedback(access, query, query)),
);
