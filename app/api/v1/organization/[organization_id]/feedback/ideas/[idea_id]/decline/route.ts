import { route } from "@/lib/http/route";
import { declineIdea } from "@/lib/feedback/ideas";
import { IdeaAdminParams } from "@/lib/feedback/schemas";

export const POST = route({ params: IdeaAdminParams, permission: "feedback.manage" }, ({ access, params }) => declineIdea(access, params.idea_id));
