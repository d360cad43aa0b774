import { csvResponse, reportCsv } from "@/lib/analytics/export";
import { QuestionsExportQuery } from "@/lib/analytics/schemas";
import { analyticsQuestions } from "@/lib/analytics/reports";
import { csvReport } from "@/lib/analytics/views";
import { DocumentationParams } from "@/lib/documentation/schemas";
import { route } from "@/lib/http/route";

export const GET = route({ summary: "Export Ask AI questions as CSV", params: DocumentationParams, query: QuestionsExportQuery, permission: "analytics.read", problems: ["quota_exceeded"], responses: { 200: csvReport } }, async ({ access, query }) =>
  csvResponse("questions", await reportCsv(["created_at", "question", "answered", "cited_paths", "version_id"], (page) => analyticsQuestions(access, query, page))),
);
