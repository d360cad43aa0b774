import { diff3Merge, merge as mergeWithMarkers } from "node-diff3";
import type { DocumentationAccess } from "../auth/access";
import type { Principal } from "../auth/principal";
import { db } from "../db";
import { writeToDocumentation, type Transaction } from "../documentation/write-guard";
import { DomainError } from "../errors";
import type { ChangeRequestEntry, ChangeRequestSection, Entry, Prisma } from "../generated/prisma/client";
import { syncVersionSoon } from "../git-sync/service";
import { entryFields, entrySideOf, sectionSideOf } from "./diff";
import { recordChangeRequestEvent } from "./events";
import { entryBaseOf, recordedSectionBase, sectionBaseOf, type EntryBase, type SectionBase } from "./overlay";
import type { ConflictResolutionInput, MergeInput } from "./schemas";
import { changeRequestView, findOpenChangeRequest, requiredApprovals, changeRequestViews, type ChangeRequestRef } from "./service";
import type { MergeConflict, MergeResultView } from "./views";

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const lines = (text: string) => text.split("\n");

/** A field changed on one side only takes that side; changed alike on both, either; else it conflicts. */
function mergeField<T>(base: T, main: T, branch: T): { value: T; conflict: boolean } {
  if (same(branch, base) || same(main, branch)) return { value: main, conflict: false };
  if (same(main, base)) return { value: branch, conflict: false };
  return { value: branch, conflict: true };
}

/** A line-based three-way merge of a page: edits to different parts of it merge cleanly. */
export function mergeContent(base: string, main: string, branch: string): { content: string; conflict: boolean } {
  const regions = diff3Merge(lines(branch), lines(base), lines(main), { excludeFalseConflicts: true });
  if (regions.some((region) => region.conflict)) return { content: branch, conflict: true };
  return { content: regions.flatMap((region) => region.ok ?? []).join("\n"), conflict: false };
}

type EntryPlan =
  | { action: "create"; row: ChangeRequestEntry; values: EntryBase }
  | { action: "update"; row: ChangeRequestEntry; values: EntryBase }
  | { action: "delete"; row: ChangeRequestEntry };

/** An entry's columns as the merge writes them into the main draft. */
const entryColumns = (values: EntryBase) => ({
  sectionId: values.section_id,
  parentId: values.parent_id,
  kind: values.kind,
  title: values.title,
  slug: values.slug,
  content: values.content,
  metadata: values.metadata as Prisma.InputJsonObject,
  order: values.order,
});

/** Decides what merging one branch entry does to the main draft, or why it cannot. */
function planEntry(row: ChangeRequestEntry, live: Entry | undefined, resolution: ConflictResolutionInput | undefined): EntryPlan | MergeConflict | null {
  const base = row.base as EntryBase | null;
  const branch = entrySideOf(row);
  const conflictOf = (reason: MergeConflict["reason"], fields: string[], markers: string | null = null): MergeConflict => ({
    entry_id: row.entryId,
    title: row.title,
    reason,
    fields,
    base: base?.content ?? null,
    main: live?.content ?? null,
    change_request: row.deleted ? null : row.content,
    merged_with_markers: markers,
  });
  const takes = (side: "change_request" | "main") => resolution && "take" in resolution && resolution.take === side;
  const edited = resolution && "content" in resolution ? resolution.content : undefined;

  if (!base) return row.deleted ? null : { action: "create", row, values: branch };
  if (row.deleted) {
    if (!live) return null;
    if (entryFields.every((field) => field === "order" || same(base[field], entryBaseOf(live)[field])) || takes("change_request")) return { action: "delete", row };
    if (takes("main")) return null;
    return conflictOf("deleted_in_change_request", []);
  }
  if (!live) {
    if (takes("main")) return null;
    if (takes("change_request") || edited !== undefined) return { action: "create", row, values: { ...branch, content: edited ?? branch.content } };
    return conflictOf("deleted_in_main", []);
  }
  const main = entryBaseOf(live);
  const values = { ...main };
  const conflicting: string[] = [];
  for (const field of entryFields) {
    if (field === "content") continue;
    const merged = mergeField(base[field], main[field], branch[field]);
    // Two moves within the same parent are not worth a conflict: the change request's position wins.
    if (merged.conflict && field !== "order") conflicting.push(field);
    (values as Record<string, unknown>)[field] = merged.value;
  }
  const content = mergeContent(base.content, main.content, branch.content);
  values.content = content.content;
  if (content.conflict) conflicting.push("content");
  if (conflicting.length > 0) {
    if (takes("main")) for (const field of conflicting) (values as Record<string, unknown>)[field] = main[field as keyof EntryBase];
    else if (takes("change_request")) for (const field of conflicting) (values as Record<string, unknown>)[field] = branch[field as keyof EntryBase];
    else if (edited !== undefined) values.content = edited;
    else {
      const markers = content.conflict ? mergeWithMarkers(lines(branch.content), lines(base.content), lines(main.content)).result.join("\n") : null;
      return conflictOf("both_changed", conflicting, markers);
    }
  }
  return same(values, main) ? null : { action: "update", row, values };
}

/** Parents before children, so a created folder exists before what the branch put in it. */
function parentsFirst<T extends { id: string; parentId: string | null }>(items: T[]): T[] {
  const ids = new Set(items.map((item) => item.id));
  const placed = new Set<string>();
  const ordered: T[] = [];
  let pending = items;
  while (pending.length > 0) {
    const ready = pending.filter((item) => item.parentId === null || !ids.has(item.parentId) || placed.has(item.parentId));
    if (ready.length === 0) return [...ordered, ...pending];
    for (const item of ready) {
      placed.add(item.id);
      ordered.push(item);
    }
    pending = pending.filter((item) => !placed.has(item.id));
  }
  return ordered;
}

/** Sections merge field by field; where both sides changed a field, the change request's value wins. */
async function mergeSections(tx: Transaction, rows: ChangeRequestSection[], versionId: string) {
  const live = new Map((await tx.section.findMany({ where: { id: { in: rows.map((row) => row.sectionId) } } })).map((section) => [section.id, section]));
  const counts = { created: 0, updated: 0, deleted: 0 };
  const created = parentsFirst(rows.filter((row) => row.base === null && !row.deleted).map((row) => ({ ...row, id: row.sectionId })));
  for (const row of created) {
    await tx.section.create({ data: { id: row.sectionId, versionId, parentId: row.parentId, title: row.title, slug: row.slug, description: row.description, icon: row.icon, order: row.order } });
    counts.created++;
  }
  for (const row of rows.filter((candidate) => candidate.base !== null && !candidate.deleted)) {
    const current = live.get(row.sectionId);
    if (!current) continue;
    const base = recordedSectionBase(row.base)!;
    const branch = sectionSideOf(row);
    const main = sectionBaseOf(current);
    const merged = Object.fromEntries(
      (Object.keys(main) as (keyof SectionBase)[]).map((field) => [field, mergeField(base[field], main[field], branch[field]).value]),
    ) as unknown as SectionBase;
    if (same(merged, main)) continue;
    await tx.section.update({
      where: { id: row.sectionId },
      data: { parentId: merged.parent_id, title: merged.title, slug: merged.slug, description: merged.description, icon: merged.icon, order: merged.order },
    });
    counts.updated++;
  }
  return counts;
}

/** Merges the branch into the main draft as it is now, in one transaction; conflicts answer 409 and change nothing. */
export async function mergeChangeRequest(access: DocumentationAccess, principal: Principal, ref: ChangeRequestRef, input: MergeInput) {
  const resolutions = new Map((input?.resolutions ?? []).map((resolution) => [resolution.entry_id, resolution]));
  const outcome = await writeToDocumentation(
    access.documentationId,
    async (tx) => {
      await tx.$queryRaw`SELECT 1 FROM "ChangeRequest" WHERE "id" = ${ref.changeRequestId} FOR UPDATE`;
      const changeRequest = await findOpenChangeRequest(tx, access, ref);
      const required = await requiredApprovals(tx, access.documentationId);
      const [view] = await changeRequestViews(tx, [changeRequest], required);
      if (view!.approvals < required) {
        throw new DomainError("unprocessable", `The project requires ${required} approval(s) before merging; this change request has ${view!.approvals}.`, {
          extensions: { approvals: view!.approvals, required_approvals: required },
        });
      }
      const [sectionRows, entryRows] = await Promise.all([
        tx.changeRequestSection.findMany({ where: { changeRequestId: changeRequest.id } }),
        tx.changeRequestEntry.findMany({ where: { changeRequestId: changeRequest.id } }),
      ]);
      const removedSections = new Set(sectionRows.filter((row) => row.deleted).map((row) => row.sectionId));
      const live = new Map((await tx.entry.findMany({ where: { id: { in: entryRows.map((row) => row.entryId) } } })).map((entry) => [entry.id, entry]));
      const plans: EntryPlan[] = [];
      const conflicts: MergeConflict[] = [];
      for (const row of entryRows) {
        if (removedSections.has(row.sectionId)) continue;
        const plan = planEntry(row, live.get(row.entryId), resolutions.get(row.entryId));
        if (plan === null) continue;
        if ("action" in plan) plans.push(plan);
        else conflicts.push(plan);
      }
      for (const conflict of await placementConflicts(tx, plans, sectionRows)) {
        // Keeping the main draft's side leaves the entry out of the merge.
        const resolution = resolutions.get(conflict.entry_id);
        if (resolution && "take" in resolution && resolution.take === "main") plans.splice(plans.findIndex((plan) => plan.row.entryId === conflict.entry_id), 1);
        else conflicts.push(conflict);
      }
      if (conflicts.length > 0) {
        throw new DomainError("conflict", `${conflicts.length} entr${conflicts.length === 1 ? "y conflicts" : "ies conflict"} with the main draft; resolve them and merge again.`, {
          extensions: { conflicts },
        });
      }
      const sections = await mergeSections(tx, sectionRows, changeRequest.versionId);
      const entries = await applyEntries(tx, plans, principal);
      if (removedSections.size > 0) {
        sections.deleted = (await tx.section.deleteMany({ where: { id: { in: [...removedSections] }, versionId: changeRequest.versionId } })).count;
      }
      const merged = await tx.changeRequest.update({
        where: { id: changeRequest.id },
        data: { status: "merged", mergedAt: new Date(), mergedById: principal.user.id },
      });
      return { merged, entries, sections };
    },
    { exclusive: true, timeoutMs: 60_000 },
  );
  await recordChangeRequestEvent(access, principal, outcome.merged, "change_request.merged", `merged "${outcome.merged.title}"`, {
    entries: outcome.entries,
    sections: outcome.sections,
  });
  // A version synced with Git gets the merge as one commit, now rather than after the edit delay.
  await syncVersionSoon(outcome.merged.versionId, "change_request", principal.user.id);
  const result: MergeResultView = { change_request: await changeRequestView(db, outcome.merged), entries: outcome.entries, sections: outcome.sections };
  return result;
}

/**
 * Entries the merge cannot place: beside a main-draft sibling of the same slug, or under a folder
 * or in a section the main draft deleted meanwhile.
 */
async function placementConflicts(tx: Transaction, plans: EntryPlan[], branchSections: ChangeRequestSection[]): Promise<MergeConflict[]> {
  const placed = plans.filter((plan): plan is Exclude<EntryPlan, { action: "delete" }> => plan.action !== "delete");
  if (placed.length === 0) return [];
  const moving = new Set(plans.map((plan) => plan.row.entryId));
  const removed = new Set(plans.filter((plan) => plan.action === "delete").map((plan) => plan.row.entryId));
  const sectionIds = [...new Set(placed.map((plan) => plan.values.section_id))];
  const [siblings, liveSections] = await Promise.all([
    tx.entry.findMany({ where: { sectionId: { in: sectionIds } }, select: { id: true, sectionId: true, parentId: true, slug: true } }),
    tx.section.findMany({ where: { id: { in: sectionIds } }, select: { id: true } }),
  ]);
  const taken = new Set(siblings.filter((sibling) => !moving.has(sibling.id)).map((sibling) => `${sibling.sectionId}/${sibling.parentId}/${sibling.slug}`));
  const parents = new Set([...siblings.map((sibling) => sibling.id).filter((id) => !removed.has(id)), ...placed.map((plan) => plan.row.entryId)]);
  const sections = new Set([...liveSections.map((section) => section.id), ...branchSections.filter((row) => row.base === null && !row.deleted).map((row) => row.sectionId)]);
  const conflicts: MergeConflict[] = [];
  for (const plan of placed) {
    const { values } = plan;
    const orphaned = !sections.has(values.section_id) || (values.parent_id !== null && !parents.has(values.parent_id));
    const clash = taken.has(`${values.section_id}/${values.parent_id}/${values.slug}`);
    if (!orphaned && !clash) continue;
    conflicts.push({
      entry_id: plan.row.entryId,
      title: values.title,
      reason: orphaned ? "deleted_in_main" : "slug_taken",
      fields: orphaned ? ["parent_id"] : ["slug"],
      base: null,
      main: null,
      change_request: values.content,
      merged_with_markers: null,
    });
  }
  return conflicts;
}

async function applyEntries(tx: Transaction, plans: EntryPlan[], principal: Principal) {
  const counts = { created: 0, updated: 0, deleted: 0 };
  const created = parentsFirst(
    plans.filter((plan) => plan.action === "create").map((plan) => ({ ...plan.values, id: plan.row.entryId, parentId: plan.values.parent_id })),
  );
  for (const values of created) {
    await tx.entry.create({
      data: { id: values.id, ...entryColumns(values), updatedById: principal.user.id },
    });
    counts.created++;
  }
  for (const plan of plans) {
    if (plan.action !== "update") continue;
    const { values } = plan;
    await tx.entry.update({
      where: { id: plan.row.entryId },
      data: { ...entryColumns(values), revision: { increment: 1 }, updatedById: principal.user.id },
    });
    counts.updated++;
  }
  const doomed = plans.filter((plan) => plan.action === "delete").map((plan) => plan.row.entryId);
  if (doomed.length > 0) counts.deleted = (await tx.entry.deleteMany({ where: { id: { in: doomed } } })).count;
  return counts;
}
