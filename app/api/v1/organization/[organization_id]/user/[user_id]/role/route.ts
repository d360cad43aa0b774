import { route } from "@/lib/http/route";
import { MemberParams, UpdateRoleBody } from "@/lib/members/schemas";
import { updateMemberRole } from "@/lib/members/service";
import { MemberView } from "@/lib/members/views";

/** Conflict when it would leave the organization without an owner. */
export const PATCH = route(
  { summary: "Change a member's role", params: MemberParams, permission: "members.manage", body: UpdateRoleBody, problems: ["conflict"], responses: { 200: MemberView } },
  ({ access, params, body }) => updateMemberRole(access, params.user_id, body.role),
);
