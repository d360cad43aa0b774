import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { OrganizationParams } from "@/lib/organizations/schemas";
import { PageQuery } from "@/lib/pagination";
import { CreateOrganizationTokenBody, createOrganizationToken, listOrganizationTokens } from "@/lib/tokens/service";
import { NewTokenView, TokenList } from "@/lib/tokens/views";

export const GET = route(
  { summary: "List organization tokens", params: OrganizationParams, query: PageQuery, permission: "tokens.manage", responses: { 200: TokenList } },
  async ({ access, query, request }) => paginated(request, await listOrganizationTokens(access, query)),
);

export const POST = route(
  { summary: "Create an organization token", params: OrganizationParams, permission: "tokens.manage", body: CreateOrganizationTokenBody, status: 201, responses: { 201: NewTokenView } },
  ({ access, principal, body }) => createOrganizationToken(access, principal, body),
);
