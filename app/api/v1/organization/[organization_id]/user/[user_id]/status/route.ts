import { route } from "@/lib/http/route";
import { MemberParams, UpdateStatusBody } from "@/lib/members/schemas";
import { updateMemberStatus } from "@/lib/members/service";

export const PATCH = route(
  { params: MemberParams, permission: "members.manage", body: UpdateStatusBody, problems: ["quota_exceeded"] },
  ({ access, params, body }) => updateMemberStatus(access, params.user_id, body.status),
);
