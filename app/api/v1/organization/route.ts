import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { CreateOrganizationBody } from "@/lib/organizations/schemas";
import { createOrganization, listOrganizations } from "@/lib/organizations/service";
import { OrganizationList, OrganizationView } from "@/lib/organizations/views";
import { PageQuery } from "@/lib/pagination";

export const GET = route({ summary: "List your organizations", query: PageQuery, responses: { 200: OrganizationList } }, async ({ principal, query, request }) =>
  paginated(request, await listOrganizations(principal, query)),
);

export const POST = route({ summary: "Create an organization", body: CreateOrganizationBody, status: 201, responses: { 201: OrganizationView } }, ({ principal, body }) =>
  createOrganization(principal, body),
);
