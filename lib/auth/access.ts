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
  return memberAccess(organizationId, membership && { ...membership, grants: membership.grants.map((grant) => grant.documentationId) });
}

function memberAccess(organizationId: string, membership: { role: Role; status: string; grants: string[] } | null): OrganizationAccess {
  if (!membership || membership.status !== "active") throw notFound("Organization");
  return {
    organizationId,
    role: membership.role,
    grantedDocumentationIds: seesAllDocumentation(membership.role) ? null : membership.grants,
    documentationScope: null,
  };
}

export function canSeeDocumentation(access: OrganizationAccess, documentationId: string): boolean {
  if (access.documentationScope && access.documentationScope !== documentationId) return false;
  return access.grantedDocumentationIds === null || access.grantedDocumentationIds.includes(documentationId);
}

interface ProjectMembershipRow {
  organizationId: string;
  membership: { role: Role; status: string; grants: string[] } | null;
}

/** The project's organization and the user's membership in it, in one statement. */
async function projectMembership(documentationId: string, userId: string): Promise<ProjectMembershipRow | undefined> {
  const [row] = await db.$queryRaw<ProjectMembershipRow[]>`
    SELECT d."organizationId",
           CASE WHEN m."id" IS NULL THEN NULL ELSE json_build_object(
             'role', m."role", 'status', m."status",
             'grants', coalesce((SELECT json_agg(g."documentationId") FROM "DocumentationGrant" g WHERE g."membershipId" = m."id"), '[]')
           ) END AS "membership"
    FROM "Documentation" d
    LEFT JOIN "Membership" m ON m."organizationId" = d."organizationId" AND m."userId" = ${userId}
    WHERE d."id" = ${documentationId}`;
  return row;
}

/**
 * Access to one project; an ungranted or out-of-scope project is a 404 like a missing one.
 * Every project request asks, so a member's access is read with the project at once.
 */
export async function resolveDocumentationAccess(
  principal: Principal,
  documentationId: string,
  organizationId?: string,
): Promise<DocumentationAccess> {
  let access: OrganizationAccess;
  if (principal.token?.kind === "organization") {
    const documentation = await db.documentation.findUnique({ where: { id: documentationId }, select: { organizationId: true } });
    if (!documentation || (organizationId && documentation.organizationId !== organizationId)) throw notFound("Documentation");
    access = await resolveOrganizationAccess(principal, documentation.organizationId);
  } else {
    const row = await projectMembership(documentationId, principal.user.id);
    if (!row || (organizationId && row.organizationId !== organizationId)) throw notFound("Documentation");
    access = memberAccess(row.organizationId, row.membership);
  }
  if (!canSeeDocumentation(access, documentationId)) throw notFound("Documentation");
  return { ...access, documentationId };
}

export function assertPermission(access: OrganizationAccess, permission: Permission): void {
  if (!can(access.role, permission)) {
    throw forbidden(`The ${access.role} role may not perform ${permission}.`);
  }
}
