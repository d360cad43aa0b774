import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { listIdeas } from "@/lib/feedback/ideas";
import { IdeaListQuery, OrganizationFeedbackParams } from "@/lib/feedback/schemas";
import { IdeaList } from "@/lib/feedback/views";

/** The private backlog (`?status=backlog`, the default), or approved/declined ideas; newest first. */
export const GET = route(
  { summary: "List ideas by status", params: OrganizationFeedbackParams, permission: "feedback.manage", query: IdeaListQuery, responses: { 200: IdeaList } },
  async ({ access, query, request }) => paginated(request, await listIdeas(access, query)),
);
