import { route } from "@/lib/http/route";
import { approveIdea } from "@/lib/feedback/ideas";
import { ApproveIdeaBody, IdeaAdminParams } from "@/lib/feedback/schemas";

/** Moves a backlog idea onto the public roadmap; answers the new roadmap item. */
export const POST = route(
  { params: IdeaAdminParams, permission: "feedback.manage", body: ApproveIdeaBody, bodyOptional: true, status: 201 },
  ({ access, params, body }) => approveIdea(access, params.idea_id, body),
);
