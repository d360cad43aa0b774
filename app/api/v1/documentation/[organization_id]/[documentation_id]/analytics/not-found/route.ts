import { NotFoundQuery } from "@/lib/analytics/schemas";
import { analyticsNotFound } from "@/lib/analytics/reports";
import { NotFoundReportList } from "@/lib/analytics/views";
import { DocumentationParams } from "@/lib/documentation/schemas";
import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";

export const GET = route({ summary: "List addresses readers found no page at", params: DocumentationParams, query: NotFoundQuery, permission: "analytics.read", problems: ["quota_exceeded"], responses: { 200: NotFoundReportList } }, async ({ access, query, request }) =>
  paginated(request, await analyticsNotFound(access, query, query)),
);
