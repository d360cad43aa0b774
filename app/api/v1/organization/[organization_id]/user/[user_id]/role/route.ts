import { route } from "@/lib/http/route";
import { MemberParams, UpdateRoleBody } from "@/lib/members/schemas";
import { updateMemberRole } from "@/lib/members/service";

export const PATCH = route(
  { params: MemberParams, permission: "members.manage", body: UpdateRoleBody },
  ({ access, params, body }) => updateMemberRole(access, params.user_id, body.role),
);
