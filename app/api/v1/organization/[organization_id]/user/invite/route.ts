import { requestOrigin } from "@/lib/http/origin";
import { route } from "@/lib/http/route";
import { InviteBody } from "@/lib/members/schemas";
import { inviteMember } from "@/lib/members/service";
import { InvitationView } from "@/lib/members/views";
import { OrganizationParams } from "@/lib/organizations/schemas";

/** Conflict when the address is already a member's. */
export const POST = route(
  {
    summary: "Invite a member",
    params: OrganizationParams,
    permission: "members.manage",
    body: InviteBody,
    problems: ["conflict", "quota_exceeded"],
    status: 201,
    responses: { 201: InvitationView },
  },
  ({ access, principal, body, request }) => inviteMember(access, principal, body, requestOrigin(request)),
);
