import { csvResponse, reportCsv } from "@/lib/analytics/export";
import { SearchesExportQuery } from "@/lib/analytics/schemas";
import { analyticsSearches } from "@/lib/analytics/reports";
import { csvReport } from "@/lib/analytics/views";
import { DocumentationParams } from "@/lib/documentation/schemas";
import { route } from "@/lib/http/route";

export const GET = route({ summary: "Export search queries as CSV", params: DocumentationParams, query: SearchesExportQuery, permission: "analytics.read", problems: ["quota_exceeded"], responses: { 200: csvReport } }, async ({ access, query }) =>
  csvResponse("searches", await reportCsv(["query", "searches", "zero_result_searches", "clicks", "last_result_count"], (page) => analyticsSearches(access, query, page))),
);
