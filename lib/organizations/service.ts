import { fileTypeFromBuffer } from "file-type";
import { jsonObject } from "../json";
import { organizationSitesChanged } from "../site/changes";
import { clearingAccessAfter, type OrganizationAccess } from "../auth/access";
import type { Principal } from "../auth/principal";
import { db } from "../db";
import { DomainError, conflict, forbidden, invalidInput, notFound } from "../errors";
import { Prisma, type Organization } from "../generated/prisma/client";
import { createdAfter, createdBefore, CreatedCursor, createdCursorOf, decodeCursor, fetchPage, mapPage, type Page, type PageRequest } from "../pagination";
import { allocateSlug, slugify } from "../slug";
import { blobStore } from "../storage";
import type { CreateOrganizationInput, UpdateOrganizationInput } from "./schemas";
import type { OrganizationView } from "./views";

export const logoLimitBytes = 2 * 1024 * 1024;
const logoTypes = new Set(["image/png", "image/jpeg"]);

function organizationView(organization: Organization, role?: string): OrganizationView {
  return {
    organization_id: organization.id,
    name: organization.name,
    slug: organization.slug,
    billing_email: organization.billingEmail,
    status: organization.status,
    website: organization.website,
    settings: jsonObject(organization.settings),
    logo_url: organization.logoBlobKey ? `/api/v1/organization/${organization.id}/logo` : null,
    plan: organization.plan,
    subscription_status: organization.subscriptionStatus,
    documentation_active: organization.documentationActive,
    created_at: organization.createdAt,
    updated_at: organization.updatedAt,
    ...(role ? { role } : {}),
  };
}

/**
 * The organizations the caller belongs to, in the order they joined them (oldest first); an
 * organization token sees only its own.
 */
export async function listOrganizations(principal: Principal, page: PageRequest): Promise<Page<OrganizationView>> {
  if (principal.token?.kind === "organization") {
    const organization = await db.organization.findUnique({ where: { id: principal.token.organizationId! } });
    return { items: organization ? [organizationView(organization, principal.token.role ?? undefined)] : [], nextCursor: null };
  }
  const cursor = decodeCursor(page.cursor, CreatedCursor);
  const memberships = await fetchPage(
    page,
    (take) =>
      db.membership.findMany({
        where: { userId: principal.user.id, status: "active", ...createdAfter(cursor) },
        select: { id: true, createdAt: true, role: true, organization: true },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        take,
      }),
    createdCursorOf,
  );
  return mapPage(memberships, (membership) => organizationView(membership.organization, membership.role));
}

function availableSlug(tx: Prisma.TransactionClient, wanted: string, explicit: boolean): Promise<string> {
  return allocateSlug(
    (prefix) => tx.organization.findMany({ where: { slug: { startsWith: prefix } }, select: { slug: true } }),
    wanted,
    explicit,
    () => conflict(`The slug "${wanted}" is taken.`),
  );
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

/** Creates a pending organization owned by the caller. */
export async function createOrganization(principal: Principal, input: CreateOrganizationInput) {
  if (principal.token?.kind === "organization") throw forbidden("Organization tokens cannot create organizations.");
  // A derived slug can be taken by a concurrent creation between the check and the insert: try the next one.
  for (let attempt = 1; ; attempt++) {
    try {
      const organization = await db.$transaction(async (tx) => {
        const slug = await availableSlug(tx, input.slug ?? slugify(input.name), !!input.slug);
        return tx.organization.create({
          data: {
            name: input.name,
            slug,
            billingEmail: input.billing_email.toLowerCase(),
            memberships: { create: { userId: principal.user.id, role: "owner" } },
          },
        });
      });
      return organizationView(organization, "owner");
    } catch (error) {
      if (input.slug || !isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

export async function getOrganization(access: OrganizationAccess) {
  const organization = await db.organization.findUniqueOrThrow({ where: { id: access.organizationId } });
  return organizationView(organization, access.role);
}

export async function updateOrganization(access: OrganizationAccess, input: UpdateOrganizationInput) {
  const organization = await db.$transaction(async (tx) => {
    if (input.slug) {
      const other = await tx.organization.findUnique({ where: { slug: input.slug }, select: { id: true } });
      if (other && other.id !== access.organizationId) throw conflict(`The slug "${input.slug}" is taken.`);
    }
    return tx.organization.update({
      where: { id: access.organizationId },
      data: {
        name: input.name,
        billingEmail: input.billing_email?.toLowerCase(),
        slug: input.slug,
        website: input.website,
        settings: input.settings as Prisma.InputJsonValue | undefined,
      },
    });
  });
  await organizationSitesChanged(access.organizationId);
  return organizationView(organization, access.role);
}

/** Permanent: members, projects, tokens and settings go with it. */
export async function deleteOrganization(access: OrganizationAccess) {
  const organization = await clearingAccessAfter(db.organization.delete({ where: { id: access.organizationId } }));
  await organizationSitesChanged(access.organizationId);
  if (organization.logoBlobKey) await blobStore().delete(organization.logoBlobKey).catch(() => {});
}

export async function completeOnboarding(access: OrganizationAccess) {
  const organization = await db.organization.update({
    where: { id: access.organizationId },
    data: { status: "active" },
  });
  return organizationView(organization, access.role);
}

/** Stores a PNG or JPEG logo, checked by its content rather than its name. */
export async function uploadLogo(access: OrganizationAccess, file: File | null) {
  if (!file) throw invalidInput("Send the image in the multipart form field `file`.", [{ path: "body.file", message: "required" }]);
  if (file.size > logoLimitBytes) {
    throw new DomainError("payload_too_large", "The logo must be at most 2 MB.", { extensions: { limit_bytes: logoLimitBytes } });
  }
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !logoTypes.has(type.mime)) {
    throw invalidInput("The logo must be a PNG or JPEG image.", [{ path: "body.file", message: "unsupported image type" }]);
  }
  const key = `organizations/${access.organizationId}/logo-${Date.now()}.${type.ext}`;
  await blobStore().put(key, bytes, { contentType: type.mime });
  const previous = await db.organization.findUniqueOrThrow({ where: { id: access.organizationId }, select: { logoBlobKey: true } });
  const organization = await db.organization.update({
    where: { id: access.organizationId },
    data: { logoBlobKey: key, logoContentType: type.mime },
  });
  if (previous.logoBlobKey) await blobStore().delete(previous.logoBlobKey).catch(() => {});
  return organizationView(organization, access.role);
}

export async function readLogo(access: OrganizationAccess) {
  const organization = await db.organization.findUniqueOrThrow({ where: { id: access.organizationId } });
  const blob = organization.logoBlobKey ? await blobStore().get(organization.logoBlobKey) : null;
  if (!blob) throw notFound("Logo");
  return blob;
}

/** Every organization, for system administrators; newest first. */
export async function listAllOrganizations(page: PageRequest) {
  const cursor = decodeCursor(page.cursor, CreatedCursor);
  const organizations = await fetchPage(
    page,
    (take) => db.organization.findMany({ where: createdBefore(cursor), orderBy: [{ createdAt: "desc" }, { id: "desc" }], take }),
    createdCursorOf,
  );
  return mapPage(organizations, (organization) => organizationView(organization));
}
