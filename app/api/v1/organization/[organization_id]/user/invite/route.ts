import { requestOrigin } from "@/lib/http/origin";
import { route } from "@/lib/http/route";
import { InviteBody } from "@/lib/members/schemas";
import { inviteMember } from "@/lib/members/service";
import { OrganizationParams } from "@/lib/organizations/schemas";

export const POST = route(
  { params: OrganizationParams, permission: "members.manage", body: InviteBody, problems: ["quota_exceeded"], status: 201 },
  ({ access, principal, body, request }) => inviteMember(access, principal, body, requestOrigin(request)),
);
