import { route } from "@/lib/http/route";
import { declineIdea } from "@/lib/feedback/ideas";
import { IdeaAdminParams } from "@/lib/feedback/schemas";
import { IdeaView } from "@/lib/feedback/views";

/** Conflict when the idea left the backlog already. */
export const POST = route({ summary: "Decline an idea", params: IdeaAdminParams, permission: "feedback.manage", problems: ["conflict"], responses: { 200: IdeaView } }, ({ access, params }) =>
  declineIdea(access, params.idea_id),
);
