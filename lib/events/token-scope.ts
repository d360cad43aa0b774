import { assertPermission, resolveOrganizationAccess, type OrganizationAccess } from "../auth/access";
import type { Permission } from "../auth/permissions";
import type { Principal } from "../auth/principal";
import { forbidden } from "../errors";

export interface TokenScope {
  access: OrganizationAccess;
  /** The project an organization token is limited to; null for an organization-wide token. */
  documentationId: string | null;
}

/** The simplified endpoints (/v1/event/*) take organization and project from an organization token. */
export async function tokenScope(principal: Principal, permission: Permission): Promise<TokenScope> {
  const token = principal.token;
  if (token?.kind !== "organization" || !token.organizationId) {
    throw forbidden(
      "This endpoint takes its organization and project from an organization token; with a personal token use /v1/organizations/{organization_id}/... instead.",
    );
  }
  const access = await resolveOrganizationAccess(principal, token.organizationId);
  assertPermission(access, permission);
  return { access, documentationId: token.documentationId };
}
