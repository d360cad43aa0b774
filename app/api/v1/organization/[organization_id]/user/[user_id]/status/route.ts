import { route } from "@/lib/http/route";
import { MemberParams, UpdateStatusBody } from "@/lib/members/schemas";
import { updateMemberStatus } from "@/lib/members/service";
import { MemberView } from "@/lib/members/views";

export const PATCH = route(
  { summary: "Suspend, deactivate or reactivate a member", params: MemberParams, permission: "members.manage", body: UpdateStatusBody, problems: ["conflict", "quota_exceeded"], responses: { 200: MemberView } },
  ({ access, params, body }) => updateMemberStatus(access, params.user_id, body.status),
);
