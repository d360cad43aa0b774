import { route } from "@/lib/http/route";
import { MemberParams, UpdateGrantsBody } from "@/lib/members/schemas";
import { updateMemberGrants } from "@/lib/members/service";
import { MemberView } from "@/lib/members/views";

/** Conflict when the member is not a reader (other roles see every project). */
export const PATCH = route(
  { summary: "Replace a reader's project grants", params: MemberParams, permission: "members.manage", body: UpdateGrantsBody, problems: ["conflict"], responses: { 200: MemberView } },
  ({ access, params, body }) => updateMemberGrants(access, params.user_id, body.documentation_ids),
);
