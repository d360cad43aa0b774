import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { listAllOrganizations } from "@/lib/organizations/service";
import { OrganizationList } from "@/lib/organizations/views";
import { PageQuery } from "@/lib/pagination";

export const GET = route({ summary: "List every organization on the platform", auth: "system-admin", query: PageQuery, responses: { 200: OrganizationList } }, async ({ request, query }) =>
  paginated(request, await listAllOrganizations(query)),
);
