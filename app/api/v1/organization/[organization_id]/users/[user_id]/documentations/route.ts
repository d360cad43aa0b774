import { route } from "@/lib/http/route";
import { MemberParams, UpdateGrantsBody } from "@/lib/members/schemas";
import { updateMemberGrants } from "@/lib/members/service";

export const PATCH = route(
  { params: MemberParams, permission: "members.manage", body: UpdateGrantsBody },
  ({ access, params, body }) => updateMemberGrants(access, params.user_id, body.documentation_ids),
);
