import { randomUUID } from "node:crypto";
import type { DocumentationAccess } from "../auth/access";
import type { Principal } from "../auth/principal";
import { writeToDocumentation } from "../documentation/write-guard";
import { invalidInput, type FieldError } from "../errors";
import type { Prisma } from "../generated/prisma/client";
import { findSection } from "../sections/service";
import { slugify } from "../slug";
import { insertEntries, type EntryRow } from "./insert";
import type { BatchCreateInput } from "./schemas";
import { freeSlug, type SectionRef } from "./service";
import type { CreatedEntries } from "./views";

type BatchItem = BatchCreateInput["entries"][number];

/** Entries of the batch in an order where every parent comes before its children. */
function resolveParents(items: BatchItem[]): { order: number[]; parentIndex: (number | null)[] } {
  const errors: FieldError[] = [];
  const byRef = new Map<string, number>();
  items.forEach((item, index) => {
    if (item.ref === undefined) return;
    if (byRef.has(item.ref)) errors.push({ path: `body.entries.${index}.ref`, message: `duplicate ref "${item.ref}"` });
    byRef.set(item.ref, index);
  });
  const parentIndex = items.map((item, index) => {
    if (item.parent_ref !== undefined && item.parent_id !== undefined) {
      errors.push({ path: `body.entries.${index}`, message: "send parent_ref or parent_id, not both" });
    }
    if (item.parent_ref === undefined) return null;
    const parent = byRef.get(item.parent_ref);
    if (parent === undefined) errors.push({ path: `body.entries.${index}.parent_ref`, message: `no entry of the batch has ref "${item.parent_ref}"` });
    else if (items[parent]!.kind !== "folder") errors.push({ path: `body.entries.${index}.parent_ref`, message: "the parent is not a folder" });
    return parent ?? null;
  });
  if (errors.length > 0) throw invalidInput("The batch is invalid; nothing was created.", errors);

  // Depth-first from each entry to its batch parent; a revisit in progress is a cycle.
  const order: number[] = [];
  const state = new Array<"new" | "visiting" | "done">(items.length).fill("new");
  const visit = (start: number) => {
    const chain: number[] = [];
    for (let index: number | null = start; index !== null && state[index] !== "done"; index = parentIndex[index]!) {
      if (state[index] === "visiting") {
        throw invalidInput("The batch's parent references form a cycle.", [{ path: `body.entries.${index}.parent_ref`, message: "cycle" }]);
      }
      state[index] = "visiting";
      chain.push(index);
    }
    for (const index of chain.reverse()) {
      state[index] = "done";
      order.push(index);
    }
  };
  for (let index = 0; index < items.length; index++) visit(index);
  return { order, parentIndex };
}

/**
 * Creates many entries in one transaction (all or nothing) with one multi-row insert.
 * Parents are named by `parent_ref` (another entry of the batch) or `parent_id` (an
 * existing folder). Returns the new ids in request order.
 */
export async function createEntriesBatch(access: DocumentationAccess, principal: Principal, at: SectionRef, input: BatchCreateInput): Promise<CreatedEntries> {
  const items = input.entries;
  const { order, parentIndex } = resolveParents(items);
  const ids = items.map(() => randomUUID());
  const parentOf = (index: number) => (parentIndex[index] !== null ? ids[parentIndex[index]!]! : (items[index]!.parent_id ?? null));

  return writeToDocumentation(
    access.documentationId,
    async (tx) => {
      await findSection(tx, access, at.versionId, at.sectionId);
      const existingParents = [...new Set(items.flatMap((item) => (item.parent_id ? [item.parent_id] : [])))];
      const usesTopLevel = items.some((item, index) => parentIndex[index] === null && item.parent_id === undefined);
      const existing = await tx.entry.findMany({
        where: {
          sectionId: at.sectionId,
          OR: [{ id: { in: existingParents } }, { parentId: { in: existingParents } }, ...(usesTopLevel ? [{ parentId: null }] : [])],
        },
        select: { id: true, parentId: true, kind: true, slug: true, order: true },
      });
      const kinds = new Map(existing.map((row) => [row.id, row.kind]));
      const errors: FieldError[] = [];
      items.forEach((item, index) => {
        if (!item.parent_id) return;
        const kind = kinds.get(item.parent_id);
        if (!kind) errors.push({ path: `body.entries.${index}.parent_id`, message: "not an entry of this section" });
        else if (kind !== "folder") errors.push({ path: `body.entries.${index}.parent_id`, message: "not a folder" });
      });
      if (errors.length > 0) throw invalidInput("The batch is invalid; nothing was created.", errors);

      // Slugs and positions per parent, continuing after what the parent already holds.
      const siblings = new Map<string | null, { slugs: Set<string>; next: number }>();
      const siblingsOf = (parentId: string | null) => {
        let group = siblings.get(parentId);
        if (!group) {
          const rows = existing.filter((row) => row.parentId === parentId);
          group = { slugs: new Set(rows.map((row) => row.slug)), next: rows.reduce((max, row) => Math.max(max, row.order + 1), 0) };
          siblings.set(parentId, group);
        }
        return group;
      };
      const data: EntryRow[] = new Array(items.length);
      // Request order decides slugs and positions; insertion order puts parents first.
      items.forEach((item, index) => {
        const parentId = parentOf(index);
        const group = siblingsOf(parentId);
        const slug = freeSlug(group.slugs, item.slug ?? slugify(item.title), item.slug !== undefined, `body.entries.${index}.slug`);
        group.slugs.add(slug);
        const position = item.order ?? group.next;
        group.next = Math.max(group.next, position + 1);
        data[index] = {
          id: ids[index]!,
          sectionId: at.sectionId,
          parentId,
          kind: item.kind,
          title: item.title,
          slug,
          content: item.content ?? "",
          metadata: (item.metadata ?? {}) as Prisma.InputJsonObject,
          order: position,
          updatedById: principal.user.id,
        };
      });
      await insertEntries(tx, order.map((index) => data[index]!));
      return {
        section_id: at.sectionId,
        entries: items.map((item, index) => ({
          ref: item.ref ?? null,
          entry_id: ids[index]!,
          parent_id: data[index]!.parentId,
          slug: data[index]!.slug,
          order: data[index]!.order,
        })),
      };
    },
    { timeoutMs: 60_000 },
  );
}
