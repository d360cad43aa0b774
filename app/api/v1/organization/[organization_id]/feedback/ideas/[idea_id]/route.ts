import { route } from "@/lib/http/route";
import { deleteIdea } from "@/lib/feedback/ideas";
import { IdeaAdminParams } from "@/lib/feedback/schemas";

export const DELETE = route({ summary: "Delete an idea", params: IdeaAdminParams, permission: "feedback.manage", responses: { 204: null } }, ({ access, params }) =>
  deleteIdea(access, params.idea_id),
);
