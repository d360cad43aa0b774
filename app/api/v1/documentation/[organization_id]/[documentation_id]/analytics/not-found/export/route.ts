import { csvResponse, reportCsv } from "@/lib/analytics/export";
import { NotFoundExportQuery } from "@/lib/analytics/schemas";
import { analyticsNotFound } from "@/lib/analytics/reports";
import { csvReport } from "@/lib/analytics/views";
import { DocumentationParams } from "@/lib/documentation/schemas";
import { route } from "@/lib/http/route";

export const GET = route({ summary: "Export addresses not found as CSV", params: DocumentationParams, query: NotFoundExportQuery, permission: "analytics.read", problems: ["quota_exceeded"], responses: { 200: csvReport } }, async ({ access, query }) =>
  csvResponse("not-found", await reportCsv(["path", "version_id", "views", "visitors", "referrer_hosts", "redirect_to"], (page) => analyticsNotFound(access, query, page))),
);
