import { route } from "@/lib/http/route";
import { OrganizationTokenParams, revokeOrganizationToken } from "@/lib/tokens/service";

export const DELETE = route({ summary: "Revoke an organization token", params: OrganizationTokenParams, permission: "tokens.manage", responses: { 204: null } }, ({ access, params }) =>
  revokeOrganizationToken(access, params.token_id),
);
