import { route } from "@/lib/http/route";
import { InvitationParams } from "@/lib/members/schemas";
import { acceptInvitation } from "@/lib/members/service";

export const POST = route({ params: InvitationParams }, ({ principal, params }) =>
  acceptInvitation(principal, params.invitation_id),
);
