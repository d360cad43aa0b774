import { csvResponse, reportCsv } from "@/lib/analytics/export";
import { FeedbackExportQuery } from "@/lib/analytics/schemas";
import { analyticsFeedback } from "@/lib/analytics/reports";
import { csvReport } from "@/lib/analytics/views";
import { DocumentationParams } from "@/lib/documentation/schemas";
import { route } from "@/lib/http/route";

export const GET = route({ summary: "Export page feedback as CSV", params: DocumentationParams, query: FeedbackExportQuery, permission: "analytics.read", problems: ["quota_exceeded"], responses: { 200: csvReport } }, async ({ access, query }) =>
  csvResponse("feedback", await reportCsv(["created_at", "path", "version_id", "title", "helpful", "comment"], (page) => analyticsFeedback(access, query, page))),
);
