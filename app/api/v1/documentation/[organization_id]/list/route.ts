import { listDocumentation } from "@/lib/documentation/service";
import { DocumentationList } from "@/lib/documentation/views";
import { OrganizationParams } from "@/lib/documentation/schemas";
import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { PageQuery } from "@/lib/pagination";

export const GET = route(
  { summary: "List an organization's projects", params: OrganizationParams, permission: "documentation.read", query: PageQuery, responses: { 200: DocumentationList } },
  async ({ access, query, request }) => paginated(request, await listDocumentation(access, query)),
);
