import { PagesQuery } from "@/lib/analytics/schemas";
import { analyticsPages } from "@/lib/analytics/reports";
import { PageReportList } from "@/lib/analytics/views";
import { DocumentationParams } from "@/lib/documentation/schemas";
import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";

export const GET = route({ summary: "List page views and votes", params: DocumentationParams, query: PagesQuery, permission: "analytics.read", problems: ["quota_exceeded"], responses: { 200: PageReportList } }, async ({ access, query, request }) =>
  paginated(request, await analyticsPages(access, query, query)),
);
