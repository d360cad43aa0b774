import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { listMembers } from "@/lib/members/service";
import { MemberList } from "@/lib/members/views";
import { OrganizationParams } from "@/lib/organizations/schemas";
import { PageQuery } from "@/lib/pagination";

export const GET = route({ summary: "List members and pending invitations", params: OrganizationParams, permission: "members.read", query: PageQuery, responses: { 200: MemberList } }, async ({ access, query, request }) =>
  paginated(request, await listMembers(access, "all", query)),
);
