import { route } from "@/lib/http/route";
import { MemberParams } from "@/lib/members/schemas";
import { removeMember } from "@/lib/members/service";

/** Removes a member, or revokes a pending invitation when given its invitation id. */
export const DELETE = route({ summary: "Remove a member or revoke an invitation", params: MemberParams, permission: "members.manage", problems: ["conflict"], responses: { 204: null } }, ({ access, params }) =>
  removeMember(access, params.user_id),
);
