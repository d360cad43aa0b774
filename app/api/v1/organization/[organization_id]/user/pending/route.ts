import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { listMembers } from "@/lib/members/service";
import { PendingInvitationList } from "@/lib/members/views";
import { OrganizationParams } from "@/lib/organizations/schemas";
import { PageQuery } from "@/lib/pagination";

export const GET = route(
  { summary: "List pending invitations", params: OrganizationParams, permission: "members.read", query: PageQuery, responses: { 200: PendingInvitationList } },
  async ({ access, query, request }) => paginated(request, await listMembers(access, "pending", query)),
);
