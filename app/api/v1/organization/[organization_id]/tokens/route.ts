import { route } from "@/lib/http/route";
import { OrganizationParams } from "@/lib/organizations/schemas";
import { CreateOrganizationTokenBody, createOrganizationToken, listOrganizationTokens } from "@/lib/tokens/service";

export const GET = route({ params: OrganizationParams, permission: "tokens.manage" }, ({ access }) =>
  listOrganizationTokens(access),
);

export const POST = route(
  { params: OrganizationParams, permission: "tokens.manage", body: CreateOrganizationTokenBody, status: 201 },
  ({ access, principal, body }) => createOrganizationToken(access, principal, body),
);
