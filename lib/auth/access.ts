import { db } from "../db";
import { notFound, forbidden } from "../errors";
import type { Principal } from "./principal";
import { can, type Permission } from "./permissions";
import { seesAllDocumentation, type Role } from "./roles";

export interface OrganizationAccess {
  organizationId: string;
  role: Role;
  /** Projects a reader may read; null when the role sees every project. */
  grantedDocumentationIds: string[] | null;
  /** The single project an organization token is limited to, if any. */
  documentationScope: string | null;
}

export interface DocumentationAccess extends OrganizationAccess {
  documentationId: string;
}

/**
 * The caller's role in an organization. Non-members get 404, so the existence of other
 * organizations never leaks.
 */
export async function resolveOrganizationAccess(principal: Principal, organizationId: string): Promise<OrganizationAccess> {
  const token = principal.token;
  if (token?.kind === "organization") {
    if (token.organizationId !== organizationId || !token.role) throw notFound("Organization");
    return {
      organizationId,
      role: token.role,
      grantedDocumentationIds: null,
      documentationScope: token.documentationId,
    };
  }
  const membership = await db.membership.findUnique({
    where: { organizationId_userId: { organizationId, userId: principal.user.id } },
    select: { role: true, status: true, grants: { select: { documentationId: true } } },
  });
  if (!membership || membership.status !== "active") throw notFound("Organization");
  return {
    organizationId,
    role: membership.role,
    grantedDocumentationIds: seesAllDocumentation(membership.role)
      ? null
      : membership.grants.map((grant) => grant.documentationId),
    documentationScope: null,
  };
}

export function canSeeDocumentation(access: OrganizationAccess, documentationId: string): boolean {
  if (access.documentationScope && access.documentationScope !== documentationId) return false;
  return access.grantedDocumentationIds === null || access.grantedDocumentationIds.includes(documentationId);
}

/** Access to one project; an ungranted or out-of-scope project is a 404 like a missing one. */
export async function resolveDocumentationAccess(
  principal: Principal,
  documentationId: string,
  organizationId?: string,
): Promise<DocumentationAccess> {
  const documentation = await db.documentation.findUnique({
    where: { id: documentationId },
    select: { id: true, organizationId: true },
  });
  if (!documentation || (organizationId && documentation.organizationId !== organizationId)) {
    throw notFound("Documentation");
  }
  const access = await resolveOrganizationAccess(principal, documentation.organizationId);
  if (!canSeeDocumentation(access, documentation.id)) throw notFound("Documentation");
  return { ...access, documentationId: documentation.id };
}

export function assertPermission(access: OrganizationAccess, permission: Permission): void {
  if (!can(access.role, permission)) {
    throw forbidden(`The ${access.role} role may not perform ${permission}.`);
  }
}
