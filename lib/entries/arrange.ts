import type { DocumentationAccess } from "../auth/access";
import { writeToDocumentation } from "../documentation/write-guard";
import { invalidInput } from "../errors";
import { findSection } from "../sections/service";
import type { MoveEntryInput } from "./schemas";
import { entryEtag } from "./etag";
import { entryView, findEntry, placeAmongSiblings, siblingSlug, type SectionRef } from "./service";
import type { ReorderedEntries } from "./views";

/**
 * Moves an entry (with everything under it) to another folder or the top level, in its
 * section or another section of the same version. Cycles, pages as parents and targets in
 * other versions or projects are refused with 400.
 */
export async function moveEntry(access: DocumentationAccess, at: SectionRef, entryId: string, input: MoveEntryInput) {
  const entry = await writeToDocumentation(access.documentationId, async (tx) => {
    await findSection(tx, access, at.versionId, at.sectionId);
    const current = await findEntry(tx, access, at, entryId);
    const targetSectionId = input.section_id ?? current.sectionId;
    if (targetSectionId !== current.sectionId) {
      const target = await tx.section.findUnique({ where: { id: targetSectionId }, select: { versionId: true } });
      if (!target || target.versionId !== at.versionId) {
        throw invalidInput("Entries move only between sections of the same version.", [
          { path: "body.section_id", message: "not a section of this version" },
        ]);
      }
    }
    const parentId = input.parent_id === undefined ? (targetSectionId === current.sectionId ? current.parentId : null) : input.parent_id;
    const subtree = await tx.$queryRaw<{ id: string }[]>`
      WITH RECURSIVE subtree AS (
        SELECT "id" FROM "Entry" WHERE "id" = ${entryId}
        UNION ALL
        SELECT e."id" FROM "Entry" e JOIN subtree ON e."parentId" = subtree."id"
      ) SELECT "id" FROM subtree`;
    if (parentId !== null) {
      if (subtree.some((row) => row.id === parentId)) {
        throw invalidInput("An entry cannot move inside itself or its descendants.", [{ path: "body.parent_id", message: "cycle" }]);
      }
      const parent = await tx.entry.findFirst({ where: { id: parentId, sectionId: targetSectionId }, select: { kind: true } });
      if (!parent) throw invalidInput("The parent is not an entry of the target section.", [{ path: "body.parent_id", message: "unknown entry" }]);
      if (parent.kind !== "folder") throw invalidInput("Only folders can hold entries.", [{ path: "body.parent_id", message: "not a folder" }]);
    }
    await siblingSlug(tx, targetSectionId, parentId, current.slug, true, entryId);
    if (targetSectionId !== current.sectionId) {
      await tx.entry.updateMany({ where: { id: { in: subtree.map((row) => row.id) } }, data: { sectionId: targetSectionId } });
    }
    const order = await placeAmongSiblings(tx, targetSectionId, parentId, input.order);
    return tx.entry.update({ where: { id: entryId }, data: { parentId, order, revision: { increment: 1 } } });
  });
  return { entry: entryView(entry), etag: entryEtag(entry.revision) };
}

/**
 * Sets `order` from the complete list of one parent's children (every sibling exactly
 * once), in one UPDATE joined to the list.
 */
export async function reorderEntries(access: DocumentationAccess, at: SectionRef, entryIds: string[]): Promise<ReorderedEntries> {
  return writeToDocumentation(access.documentationId, async (tx) => {
    await findSection(tx, access, at.versionId, at.sectionId);
    if (new Set(entryIds).size !== entryIds.length) {
      throw invalidInput("The list names an entry more than once.", [{ path: "body", message: "duplicate ids" }]);
    }
    const first = await tx.entry.findFirst({ where: { id: entryIds[0]!, sectionId: at.sectionId }, select: { parentId: true } });
    if (!first) throw invalidInput("The list names an entry that is not in this section.", [{ path: "body.0", message: "unknown entry" }]);
    const siblings = await tx.entry.findMany({ where: { sectionId: at.sectionId, parentId: first.parentId }, select: { id: true } });
    const expected = new Set(siblings.map((sibling) => sibling.id));
    const listed = new Set(entryIds);
    const foreign = entryIds.filter((id) => !expected.has(id));
    const missing = siblings.filter((sibling) => !listed.has(sibling.id)).map((sibling) => sibling.id);
    if (foreign.length > 0 || missing.length > 0) {
      throw invalidInput("Send every child of one parent exactly once.", [
        ...foreign.slice(0, 20).map((id) => ({ path: "body", message: `not a sibling: ${id}` })),
        ...missing.slice(0, 20).map((id) => ({ path: "body", message: `missing: ${id}` })),
      ]);
    }
    await tx.$executeRaw`
      UPDATE "Entry" AS e SET "order" = v.position::int - 1, "revision" = e."revision" + 1, "updatedAt" = now()
      FROM unnest(${entryIds}::text[]) WITH ORDINALITY AS v(id, position)
      WHERE e."id" = v.id AND e."order" IS DISTINCT FROM v.position::int - 1`;
    return { parent_id: first.parentId, entries: entryIds.map((id, index) => ({ entry_id: id, order: index })) };
  });
}

