import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { listMembers } from "@/lib/members/service";
import { ActiveMemberList } from "@/lib/members/views";
import { OrganizationParams } from "@/lib/organizations/schemas";
import { PageQuery } from "@/lib/pagination";

export const GET = route(
  { summary: "List active members", params: OrganizationParams, permission: "members.read", query: PageQuery, responses: { 200: ActiveMemberList } },
  async ({ access, query, request }) => paginated(request, await listMembers(access, "active", query)),
);
