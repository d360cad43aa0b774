import { route } from "@/lib/http/route";
import { InvitationParams } from "@/lib/members/schemas";
import { acceptInvitation } from "@/lib/members/service";
import { JoinedMemberView } from "@/lib/members/views";

/** Gone when the invitation expired; conflict when the caller is already a member. */
export const POST = route({ summary: "Accept an invitation", params: InvitationParams, problems: ["forbidden", "conflict", "gone"], responses: { 200: JoinedMemberView } }, ({ principal, params }) =>
  acceptInvitation(principal, params.invitation_id),
);
