import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { ideaView, listIdeas } from "@/lib/feedback/ideas";
import { IdeaListQuery, OrganizationFeedbackParams } from "@/lib/feedback/schemas";

/** The private backlog (`?status=backlog`, the default), or approved/declined ideas. */
export const GET = route(
  { params: OrganizationFeedbackParams, permission: "feedback.manage", query: IdeaListQuery },
  async ({ access, query, request }) => paginated(request, await listIdeas(access, query), ideaView),
);
