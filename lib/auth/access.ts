import { BoundedCache } from "../bounded-cache";
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

interface DocumentationMembershipRow {
  organizationId: string;
  membership: { role: Role; status: string; grants: string[] } | null;
}

/**
 * Every project request reads the caller's access to it, so what was read is remembered for
 * ACCESS_CACHE_TTL_MS (5 s), as verified tokens are. A change to memberships, grants or
 * projects in this process forgets it all at once (`clearingAccessAfter`); other instances of
 * the app see such a change within the TTL.
 */
const accessTtlMs = Number(process.env.ACCESS_CACHE_TTL_MS ?? 5_000);
type Remembered<T> = BoundedCache<string, { value: T; until: number }>;
/** Members' access by project and user. */
const rememberedMemberships: Remembered<DocumentationMembershipRow> = new BoundedCache(10_000);
/** Projects' organizations (for organization tokens). */
const rememberedDocumentations: Remembered<{ organizationId: string }> = new BoundedCache(10_000);
/** Counts forgets, so a read that raced with a change is not remembered after it. */
let accessGeneration = 0;

function forgetDocumentationAccess(): void {
  accessGeneration++;
  rememberedMemberships.clear();
  rememberedDocumentations.clear();
}

/** Awaits a change to memberships, grants or projects, then forgets remembered access. */
export async function clearingAccessAfter<T>(change: Promise<T>): Promise<T> {
  try {
    return await change;
  } finally {
    forgetDocumentationAccess();
  }
}

async function remembered<T>(cache: Remembered<T>, key: string, read: () => Promise<T | undefined>): Promise<T | undefined> {
  const entry = cache.get(key);
  if (entry && entry.until > Date.now()) return entry.value;
  const generation = accessGeneration;
  const value = await read();
  // Nothing found (a project that may yet be created) is not remembered.
  if (value !== undefined && accessTtlMs > 0 && generation === accessGeneration) {
    cache.set(key, { value, until: Date.now() + accessTtlMs });
  }
  return value;
}

/** The project's organization and the user's membership in it, in one statement. */
function documentationMembership(documentationId: string, userId: string): Promise<DocumentationMembershipRow | undefined> {
  return remembered(rememberedMemberships, `${documentationId} ${userId}`, () => readDocumentationMembership(documentationId, userId));
}

async function readDocumentationMembership(documentationId: string, userId: string): Promise<DocumentationMembershipRow | undefined> {
  const [row] = await db.$queryRaw<DocumentationMembershipRow[]>`
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
    const documentation = await remembered(rememberedDocumentations, documentationId, async () =>
      (await db.documentation.findUnique({ where: { id: documentationId }, select: { organizationId: true } })) ?? undefined,
    );
    if (!documentation || (organizationId && documentation.organizationId !== organizationId)) throw notFound("Documentation");
    access = await resolveOrganizationAccess(principal, documentation.organizationId);
  } else {
    const row = await documentationMembership(documentationId, principal.user.id);
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
