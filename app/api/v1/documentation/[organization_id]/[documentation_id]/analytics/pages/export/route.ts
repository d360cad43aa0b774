import { csvResponse, reportCsv } from "@/lib/analytics/export";
import { PagesExportQuery } from "@/lib/analytics/schemas";
import { analyticsPages } from "@/lib/analytics/reports";
import { csvReport } from "@/lib/analytics/views";
import { DocumentationParams } from "@/lib/documentation/schemas";
import { route } from "@/lib/http/route";

export const GET = route({ summary: "Export page views and votes as CSV", params: DocumentationParams, query: PagesExportQuery, permission: "analytics.read", problems: ["quota_exceeded"], responses: { 200: csvReport } }, async ({ access, query }) =>
  csvResponse("pages", await reportCsv(["path", "version_id", "title", "views", "visitors", "helpful", "not_helpful"], (page) => analyticsPages(access, query, page))),
);
