import { SearchesQuery } from "@/lib/analytics/schemas";
import { analyticsSearches } from "@/lib/analytics/reports";
import { SearchReportList } from "@/lib/analytics/views";
import { DocumentationParams } from "@/lib/documentation/schemas";
import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";

export const GET = route({ summary: "List search queries", params: DocumentationParams, query: SearchesQuery, permission: "analytics.read", problems: ["quota_exceeded"], responses: { 200: SearchReportList } }, async ({ access, query, request }) =>
  paginated(request, await analyticsSearches(access, query, query)),
);
