import type { DocumentationAccess } from "../auth/access";
import { db } from "../db";
import { writeToDocumentation, type Transaction } from "../documentation/write-guard";
import { conflict, invalidInput, notFound } from "../errors";
import type { Section } from "../generated/prisma/client";
import { allocateSlug, slugify } from "../slug";
import { findVersion } from "../versions/service";
import type { CreateSectionInput, UpdateSectionInput } from "./schemas";
import type { SectionView } from "./views";

export function sectionView(section: Section): SectionView {
  return {
    section_id: section.id,
    version_id: section.versionId,
    parent_id: section.parentId,
    title: section.title,
    slug: section.slug,
    description: section.description,
    icon: section.icon,
    order: section.order,
    source_kind: section.sourceKind,
    created_at: section.createdAt,
    updated_at: section.updatedAt,
  };
}

/** A section of the given version of the caller's project, or 404. */
export async function findSection(client: Transaction | typeof db, access: DocumentationAccess, versionId: string, sectionId: string) {
  const section = await client.section.findFirst({
    where: { id: sectionId, versionId, version: { documentationId: access.documentationId } },
  });
  if (!section) throw notFound("Section");
  return section;
}

/** Sections of a version ordered by parent then display order. */
export async function listSections(access: DocumentationAccess, versionId: string) {
  await findVersion(db, access, versionId);
  const sections = await db.section.findMany({ where: { versionId }, orderBy: [{ order: "asc" }, { createdAt: "asc" }] });
  return sections.map(sectionView);
}

export async function getSection(access: DocumentationAccess, versionId: string, sectionId: string) {
  return sectionView(await findSection(db, access, versionId, sectionId));
}

async function assertParent(tx: Transaction, versionId: string, parentId: string, movingId?: string) {
  const sections = await tx.section.findMany({ where: { versionId }, select: { id: true, parentId: true } });
  const parentOf = new Map(sections.map((section) => [section.id, section.parentId]));
  if (!parentOf.has(parentId)) {
    throw invalidInput("The parent_id does not name a section of this version.", [{ path: "body.parent_id", message: "unknown section" }]);
  }
  for (let cursor: string | null | undefined = parentId; cursor; cursor = parentOf.get(cursor)) {
    if (cursor === movingId) {
      throw invalidInput("A section cannot be nested inside itself or its descendants.", [{ path: "body.parent_id", message: "cycle" }]);
    }
  }
}

function siblingSlug(tx: Transaction, versionId: string, parentId: string | null, wanted: string, explicit: boolean, exceptId?: string) {
  return allocateSlug(
    (prefix) =>
      tx.section.findMany({
        where: { versionId, parentId, slug: { startsWith: prefix }, ...(exceptId ? { id: { not: exceptId } } : {}) },
        select: { slug: true },
      }),
    wanted,
    explicit,
    () => conflict(`A sibling section already has the slug "${wanted}".`),
  );
}

async function nextOrder(tx: Transaction, versionId: string, parentId: string | null) {
  const last = await tx.section.aggregate({ where: { versionId, parentId }, _max: { order: true } });
  return (last._max.order ?? -1) + 1;
}

export async function createSection(access: DocumentationAccess, versionId: string, input: CreateSectionInput) {
  const section = await writeToDocumentation(access.documentationId, async (tx) => {
    await findVersion(tx, access, versionId);
    const parentId = input.parent_id ?? null;
    if (parentId) await assertParent(tx, versionId, parentId);
    const slug = await siblingSlug(tx, versionId, parentId, input.slug ?? slugify(input.title), input.slug !== undefined);
    return tx.section.create({
      data: { versionId, parentId, title: input.title, slug, description: input.description ?? null, icon: input.icon ?? null, order: await nextOrder(tx, versionId, parentId) },
    });
  });
  return sectionView(section);
}

export async function updateSection(access: DocumentationAccess, versionId: string, sectionId: string, input: UpdateSectionInput) {
  const section = await writeToDocumentation(access.documentationId, async (tx) => {
    const current = await findSection(tx, access, versionId, sectionId);
    const parentId = input.parent_id === undefined ? current.parentId : input.parent_id;
    const moved = parentId !== current.parentId;
    if (moved && parentId) await assertParent(tx, versionId, parentId, sectionId);
    const slug =
      input.slug !== undefined || moved
        ? await siblingSlug(tx, versionId, parentId, input.slug ?? current.slug, input.slug !== undefined, sectionId)
        : undefined;
    return tx.section.update({
      where: { id: sectionId },
      data: {
        title: input.title,
        slug,
        description: input.description,
        icon: input.icon,
        parentId,
        order: moved ? await nextOrder(tx, versionId, parentId) : undefined,
      },
    });
  });
  return sectionView(section);
}

/** Removes the section, its nested sections and all their entries (cascading, one statement). */
export async function deleteSection(access: DocumentationAccess, versionId: string, sectionId: string) {
  await writeToDocumentation(access.documentationId, async (tx) => {
    await findSection(tx, access, versionId, sectionId);
    await tx.section.delete({ where: { id: sectionId } });
  });
}

/** Sets display order from the complete list of one parent's section ids. */
export async function reorderSections(access: DocumentationAccess, versionId: string, sectionIds: string[]) {
  return writeToDocumentation(access.documentationId, async (tx) => {
    await findVersion(tx, access, versionId);
    if (new Set(sectionIds).size !== sectionIds.length) {
      throw invalidInput("The list names a section more than once.", [{ path: "body", message: "duplicate ids" }]);
    }
    const first = await tx.section.findFirst({ where: { id: sectionIds[0]!, versionId }, select: { parentId: true } });
    if (!first) throw invalidInput("The list names a section that is not in this version.", [{ path: "body.0", message: "unknown section" }]);
    const siblings = await tx.section.findMany({ where: { versionId, parentId: first.parentId }, select: { id: true } });
    const expected = new Set(siblings.map((sibling) => sibling.id));
    const foreign = sectionIds.filter((id) => !expected.has(id));
    const missing = [...expected].filter((id) => !sectionIds.includes(id));
    if (foreign.length > 0 || missing.length > 0) {
      throw invalidInput("Send every section of one parent exactly once.", [
        ...foreign.map((id) => ({ path: "body", message: `not a sibling: ${id}` })),
        ...missing.map((id) => ({ path: "body", message: `missing: ${id}` })),
      ]);
    }
    await tx.$executeRaw`
      UPDATE "Section" AS s SET "order" = v.position::int - 1, "updatedAt" = now()
      FROM unnest(${sectionIds}::text[]) WITH ORDINALITY AS v(id, position)
      WHERE s."id" = v.id`;
    const sections = await tx.section.findMany({ where: { versionId, parentId: first.parentId }, orderBy: { order: "asc" } });
    return sections.map(sectionView);
  });
}
