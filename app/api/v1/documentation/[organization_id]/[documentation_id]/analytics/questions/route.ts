import { QuestionsQuery } from "@/lib/analytics/schemas";
import { analyticsQuestions } from "@/lib/analytics/reports";
import { QuestionReportList } from "@/lib/analytics/views";
import { DocumentationParams } from "@/lib/documentation/schemas";
import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";

export const GET = route({ summary: "List Ask AI questions", params: DocumentationParams, query: QuestionsQuery, permission: "analytics.read", problems: ["quota_exceeded"], responses: { 200: QuestionReportList } }, async ({ access, query, request }) =>
  paginated(request, await analyticsQuestions(access, query, query)),
);
