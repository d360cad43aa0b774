import { clearingAccessAfter, type DocumentationAccess, type OrganizationAccess } from "../auth/access";
import { siteChanged } from "../site/changes";
import type { Principal } from "../auth/principal";
import { hashPassword } from "../auth/password";
import { assertFeature, assertHeldQuota } from "../billing/quota";
import { db } from "../db";
import { conflict, invalidInput } from "../errors";
import type { Documentation, Prisma } from "../generated/prisma/client";
import { createdBefore, CreatedCursor, createdCursorOf, decodeCursor, fetchPage, mapPage, type PageRequest } from "../pagination";
import { allocateSlug, slugify } from "../slug";
import { blobStore } from "../storage";
import {
  storedConfigKeys,
  type ConfigInput,
  type CreateDocumentationInput,
  type StoredConfig,
  type UpdateDocumentationInput,
} from "./schemas";
import type { InitSource } from "../initializers/views";
import type { ConfigView, DocumentationView } from "./views";
import { writeToDocumentation, type Transaction } from "./write-guard";

function documentationView(documentation: Documentation): DocumentationView {
  return {
    documentation_id: documentation.id,
    organization_id: documentation.organizationId,
    name: documentation.name,
    slug: documentation.slug,
    description: documentation.description,
    status: documentation.status,
    init_source: documentation.initSource as InitSource | null,
    is_public: documentation.isPublic,
    locked: documentation.lockedAt !== null,
    config: configView(documentation),
    created_at: documentation.createdAt,
    updated_at: documentation.updatedAt,
  };
}

/** The whole configuration: the column-backed fields and the stored groups. */
export function configView(documentation: Documentation): ConfigView {
  const stored = documentation.config as StoredConfig;
  return {
    name: documentation.name,
    slug: documentation.slug,
    description: documentation.description,
    is_public: documentation.isPublic,
    theme: stored.theme ?? null,
    logo_asset_id: stored.logo_asset_id ?? null,
    favicon_asset_id: stored.favicon_asset_id ?? null,
    navigation: stored.navigation ?? null,
    custom_domain: stored.custom_domain ?? null,
    search: stored.search ?? null,
    publishing: stored.publishing ?? null,
    ask_ai: stored.ask_ai ?? null,
    openapi_sync: stored.openapi_sync ?? null,
    change_requests: stored.change_requests ?? null,
    banner: stored.banner ?? null,
    variables: stored.variables ?? null,
    footer: stored.footer ?? null,
    password_protected: !!stored.site_password_hash,
  };
}

function availableSlug(tx: Transaction, organizationId: string, wanted: string, explicit: boolean, exceptId?: string) {
  return allocateSlug(
    (prefix) =>
      tx.documentation.findMany({
        where: { organizationId, slug: { startsWith: prefix }, ...(exceptId ? { id: { not: exceptId } } : {}) },
        select: { slug: true },
      }),
    wanted,
    explicit,
    () => conflict(`The slug "${wanted}" is taken in this organization.`),
  );
}

/** Creates an uninitialized project; an initializer then gives it content. */
export async function createDocumentation(access: OrganizationAccess, principal: Principal, input: CreateDocumentationInput) {
  const documentation = await db.$transaction(async (tx) => {
    const slug = await availableSlug(tx, access.organizationId, input.slug ?? slugify(input.name), input.slug !== undefined);
    await assertHeldQuota(tx, access.organizationId, "projects");
    return tx.documentation.create({
      data: {
        organizationId: access.organizationId,
        name: input.name,
        slug,
        description: input.description ?? null,
        isPublic: input.is_public ?? true,
        createdById: principal.user.id,
      },
    });
  });
  return documentationView(documentation);
}

/**
 * The projects the caller may see: readers only their granted ones, a project-scoped
 * organization token only its project. Newest first.
 */
export async function listDocumentation(access: OrganizationAccess, page: PageRequest) {
  const cursor = decodeCursor(page.cursor, CreatedCursor);
  const documentation = await fetchPage(
    page,
    (take) =>
      db.documentation.findMany({
        where: { AND: [visibleDocumentation(access), createdBefore(cursor)] },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take,
      }),
    createdCursorOf,
  );
  return mapPage(documentation, documentationView);
}

/** How many projects the caller may see, and how many of them have a live site. */
export async function countDocumentation(access: OrganizationAccess) {
  const visible = visibleDocumentation(access);
  const [total, published] = await Promise.all([
    db.documentation.count({ where: visible }),
    db.documentation.count({ where: { AND: [visible, { status: "active" }] } }),
  ]);
  return { total, published };
}

/** The organization's live sites anyone may open (a password may still be asked). */
const publicSites = (organizationId: string): Prisma.DocumentationWhereInput => ({
  organizationId,
  status: "active",
  isPublic: true,
  organization: { documentationActive: true },
});

/**
 * A page of those sites by name, and how many there are: pages open to the public (the
 * organization's documentation hub, its roadmap) link to them. Private sites stay unnamed.
 */
export async function listPublicSites(organizationId: string, { limit, offset = 0 }: { limit: number; offset?: number }) {
  const [sites, total] = await Promise.all([
    db.documentation.findMany({
      where: publicSites(organizationId),
      orderBy: [{ name: "asc" }, { id: "asc" }],
      skip: offset,
      take: limit,
      select: { name: true, slug: true, description: true },
    }),
    countPublicSites(organizationId),
  ]);
  return { sites, total };
}

/** How many such sites the organization has: the dashboard's overview links to the hub when it has any. */
export const countPublicSites = (organizationId: string) => db.documentation.count({ where: publicSites(organizationId) });

function visibleDocumentation(access: OrganizationAccess): Prisma.DocumentationWhereInput {
  const visible: Prisma.DocumentationWhereInput[] = [{ organizationId: access.organizationId }];
  if (access.grantedDocumentationIds !== null) visible.push({ id: { in: access.grantedDocumentationIds } });
  if (access.documentationScope) visible.push({ id: access.documentationScope });
  return { AND: visible };
}

export async function getDocumentation(access: DocumentationAccess) {
  return documentationView(await db.documentation.findUniqueOrThrow({ where: { id: access.documentationId } }));
}

export async function updateDocumentation(access: DocumentationAccess, input: UpdateDocumentationInput) {
  return updateConfig(access, input);
}

/**
 * Stores configuration: column-backed fields as sent; each stored group (theme, navigation,
 * search, ...) replaced as a whole when present, removed when null, kept when absent.
 */
export async function updateConfig(access: DocumentationAccess, input: ConfigInput) {
  if (input.site_password) await assertFeature(access.organizationId, "password_protection");
  // Hashed before the transaction: scrypt takes a while and needs no lock.
  const passwordHash = input.site_password ? await hashPassword(input.site_password) : input.site_password;
  const documentation = await writeToDocumentation(access.documentationId, async (tx) => {
    const current = await tx.documentation.findUniqueOrThrow({ where: { id: access.documentationId } });
    const config: Record<string, unknown> = { ...(current.config as StoredConfig) };
    for (const key of storedConfigKeys) {
      if (!(key in input)) continue;
      const value = input[key as keyof ConfigInput];
      if (value === null) delete config[key];
      else config[key] = value;
    }
    // A new password (a new salt, so a new hash) also ends the sessions the old one opened.
    if (passwordHash === null) delete config.site_password_hash;
    else if (passwordHash) config.site_password_hash = passwordHash;
    for (const key of ["logo_asset_id", "favicon_asset_id"] as const) {
      const assetId = input[key];
      if (!assetId) continue;
      const asset = await tx.asset.findFirst({ where: { id: assetId, documentationId: access.documentationId }, select: { contentType: true } });
      if (!asset) throw invalidInput(`The ${key} does not name an asset of this documentation.`, [{ path: `body.${key}`, message: "unknown asset" }]);
      if (!asset.contentType.startsWith("image/")) {
        throw invalidInput(`The ${key} must be an image asset.`, [{ path: `body.${key}`, message: "not an image" }]);
      }
    }
    if (input.custom_domain) {
      const holder = await tx.documentation.findFirst({
        where: { id: { not: access.documentationId }, config: { path: ["custom_domain"], equals: input.custom_domain } },
        select: { id: true },
      });
      if (holder) throw conflict(`The domain ${input.custom_domain} is already used by another documentation.`);
    }
    const slug = input.slug ? await availableSlug(tx, access.organizationId, input.slug, true, access.documentationId) : undefined;
    return tx.documentation.update({
      where: { id: access.documentationId },
      data: {
        name: input.name,
        slug,
        description: input.description,
        isPublic: input.is_public,
        config: config as Prisma.InputJsonObject,
      },
    });
  });
  await siteChanged(access.documentationId);
  return documentationView(documentation);
}

export async function getConfig(access: DocumentationAccess) {
  return configView(await db.documentation.findUniqueOrThrow({ where: { id: access.documentationId } }));
}

/** Permanent: versions, content and assets go with it (the asset files after the rows). */
export async function deleteDocumentation(access: DocumentationAccess) {
  const blobKeys = await clearingAccessAfter(
    writeToDocumentation(access.documentationId, async (tx) => {
      const [assets, uploads] = await Promise.all([
        tx.asset.findMany({ where: { documentationId: access.documentationId }, select: { blobKey: true } }),
        tx.uploadSession.findMany({ where: { documentationId: access.documentationId, finalizedAt: null }, select: { blobKey: true } }),
      ]);
      await tx.documentation.delete({ where: { id: access.documentationId } });
      return [...assets, ...uploads].map((row) => row.blobKey);
    }),
  );
  await siteChanged(access.documentationId);
  if (blobKeys.length > 0) await blobStore().delete(blobKeys).catch(() => {});
}
