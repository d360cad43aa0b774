import type { DocumentationAccess } from "../auth/access";
import { db } from "../db";
import { writeToDocumentation, type Transaction } from "../documentation/write-guard";
import { conflict, notFound } from "../errors";
import type { Version } from "../generated/prisma/client";
import { slugify } from "../slug";
import type { CreateVersionInput, UpdateVersionInput } from "./schemas";
import type { VersionView } from "./views";

export const deprecationWarning = "This version is deprecated: its content is kept but no longer maintained.";

export function versionView(version: Version): VersionView {
  return {
    version_id: version.id,
    documentation_id: version.documentationId,
    name: version.name,
    slug: version.slug,
    is_default: version.isDefault,
    is_latest: version.isLatest,
    is_deprecated: version.isDeprecated,
    /** What readers are shown on a deprecated version. */
    warning: version.isDeprecated ? deprecationWarning : null,
    created_at: version.createdAt,
    updated_at: version.updatedAt,
  };
}

/** A version of the caller's project, or 404 (also for another project's version). */
export async function findVersion(client: Transaction | typeof db, access: DocumentationAccess, versionId: string) {
  const version = await client.version.findFirst({ where: { id: versionId, documentationId: access.documentationId } });
  if (!version) throw notFound("Version");
  return version;
}

export async function listVersions(access: DocumentationAccess) {
  const versions = await db.version.findMany({ where: { documentationId: access.documentationId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return versions.map(versionView);
}

export async function getVersion(access: DocumentationAccess, versionId: string) {
  return versionView(await findVersion(db, access, versionId));
}

async function assertSlugFree(tx: Transaction, documentationId: string, slug: string, exceptId?: string) {
  const other = await tx.version.findFirst({ where: { documentationId, slug, ...(exceptId ? { id: { not: exceptId } } : {}) }, select: { id: true } });
  if (other) throw conflict(`A version with the slug "${slug}" exists.`);
}

/** Designations are exclusive: setting one clears it on the project's other versions. */
async function clearDesignation(tx: Transaction, documentationId: string, flag: "isDefault" | "isLatest", exceptId: string) {
  await tx.version.updateMany({ where: { documentationId, id: { not: exceptId }, [flag]: true }, data: { [flag]: false } });
}

/**
 * Creates a version. The project's first version becomes its default. Designation changes
 * of a project run one at a time (exclusive lock on the project row).
 */
export async function createVersion(access: DocumentationAccess, input: CreateVersionInput) {
  const version = await writeToDocumentation(
    access.documentationId,
    async (tx) => {
      const slug = input.slug ?? slugify(input.name);
      await assertSlugFree(tx, access.documentationId, slug);
      const isFirst = (await tx.version.count({ where: { documentationId: access.documentationId } })) === 0;
      const created = await tx.version.create({
        data: {
          documentationId: access.documentationId,
          name: input.name,
          slug,
          isDefault: isFirst || input.is_default === true,
          isLatest: input.is_latest ?? false,
          isDeprecated: input.is_deprecated ?? false,
        },
      });
      if (created.isDefault) await clearDesignation(tx, access.documentationId, "isDefault", created.id);
      if (created.isLatest) await clearDesignation(tx, access.documentationId, "isLatest", created.id);
      return created;
    },
    { exclusive: true },
  );
  return versionView(version);
}

export async function updateVersion(access: DocumentationAccess, versionId: string, input: UpdateVersionInput) {
  const version = await writeToDocumentation(
    access.documentationId,
    async (tx) => {
      await findVersion(tx, access, versionId);
      if (input.slug) await assertSlugFree(tx, access.documentationId, input.slug, versionId);
      if (input.is_default) await clearDesignation(tx, access.documentationId, "isDefault", versionId);
      if (input.is_latest) await clearDesignation(tx, access.documentationId, "isLatest", versionId);
      return tx.version.update({
        where: { id: versionId },
        data: { name: input.name, slug: input.slug, isDefault: input.is_default, isLatest: input.is_latest, isDeprecated: input.is_deprecated },
      });
    },
    { exclusive: true },
  );
  return versionView(version);
}

export const setDefaultVersion = (access: DocumentationAccess, versionId: string) => updateVersion(access, versionId, { is_default: true });
export const setLatestVersion = (access: DocumentationAccess, versionId: string) => updateVersion(access, versionId, { is_latest: true });
export const setVersionDeprecated = (access: DocumentationAccess, versionId: string, deprecated: boolean) =>
  updateVersion(access, versionId, { is_deprecated: deprecated });

/** Removes the version with its sections and entries (one transaction, cascading). */
export async function deleteVersion(access: DocumentationAccess, versionId: string) {
  await writeToDocumentation(
    access.documentationId,
    async (tx) => {
      const version = await findVersion(tx, access, versionId);
      if (version.isDefault) {
        throw conflict("The default version cannot be deleted; make another version the default first.");
      }
      await tx.version.delete({ where: { id: versionId } });
    },
    { exclusive: true },
  );
}
