import { route } from "@/lib/http/route";
import { approveIdea } from "@/lib/feedback/ideas";
import { ApproveIdeaBody, IdeaAdminParams } from "@/lib/feedback/schemas";
import { RoadmapItemView } from "@/lib/feedback/views";

/** Moves a backlog idea onto the public roadmap; answers the new roadmap item. Conflict when it left the backlog already. */
export const POST = route(
  {
    summary: "Approve an idea onto the roadmap",
    params: IdeaAdminParams,
    permission: "feedback.manage",
    body: ApproveIdeaBody,
    bodyOptional: true,
    status: 201,
    problems: ["conflict"],
    responses: { 201: RoadmapItemView },
  },
  ({ access, params, body }) => approveIdea(access, params.idea_id, body),
);
