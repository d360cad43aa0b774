import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { PageQuery } from "@/lib/pagination";
import { listAllOrganizations, organizationView } from "@/lib/organizations/service";

export const GET = route({ auth: "system-admin", query: PageQuery }, async ({ request, query }) =>
  paginated(request, await listAllOrganizations(query), (organization) => organizationView(organization)),
);
