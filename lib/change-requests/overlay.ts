import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { DocumentationAccess } from "../auth/access";
import type { Principal } from "../auth/principal";
import { db } from "../db";
import { writeToDocumentation, type Transaction } from "../documentation/write-guard";
import { entryEtag, satisfiesIfMatch } from "../entries/etag";
import type { CreateEntryInput, MoveEntryInput, UpdateEntryInput } from "../entries/schemas";
import { entryChanged, entrySummaryView, entryView, freeSlug } from "../entries/service";
import { buildTree } from "../entries/tree";
import type { EntrySummaryView, ReorderedEntries } from "../entries/views";
import { decodeCursor, fetchPage, type Page, type PageRequest } from "../pagination";
import { conflict, invalidInput, notFound } from "../errors";
import type { ChangeRequest, ChangeRequestEntry, ChangeRequestSection, Entry, Prisma, Section } from "../generated/prisma/client";
import { slugify, uniqueSlug } from "../slug";
import type { CreateSectionInput, UpdateSectionInput } from "../sections/schemas";
import { sectionView } from "../sections/service";
import { findChangeRequest, findOpenChangeRequest, type ChangeRequestRef } from "./service";

/**
 * A change request's branch: the live draft with the change request's own rows laid over it.
 * An entry or section is copied into the branch the first time the branch changes it, together
 * with its live state at that moment (the merge base); everything else is read from the draft.
 */
type Client = Transaction | typeof db;

export interface BranchSectionRef extends ChangeRequestRef {
  sectionId: string;
}

/** What an entry looked like where the branch took it: the base of the three-way merge. */
export interface EntryBase {
  section_id: string;
  parent_id: string | null;
  kind: Entry["kind"];
  title: string;
  slug: string;
  content: string;
  metadata: Prisma.JsonValue;
  order: number;
}

export interface SectionBase {
  parent_id: string | null;
  title: string;
  slug: string;
  description: string | null;
  icon: string | null;
  order: number;
}

export const entryBaseOf = (entry: Entry): EntryBase => ({
  section_id: entry.sectionId,
  parent_id: entry.parentId,
  kind: entry.kind,
  title: entry.title,
  slug: entry.slug,
  content: entry.content,
  metadata: entry.metadata,
  order: entry.order,
});

export const sectionBaseOf = (section: Section): SectionBase => ({
  parent_id: section.parentId,
  title: section.title,
  slug: section.slug,
  description: section.description,
  icon: section.icon,
  order: section.order,
});

/** A branch row's recorded base; those recorded before sections had icons have none. */
export function recordedSectionBase(base: Prisma.JsonValue | null): SectionBase | null {
  if (base === null) return null;
  const recorded = base as unknown as SectionBase;
  return { ...recorded, icon: recorded.icon ?? null };
}

/** An entry without its content: what lists and structure checks read. */
type EntrySummary = Omit<Entry, "content">;

/** The branch's row as the entry it stands for. */
const branchSummaryOf = (row: Omit<ChangeRequestEntry, "content">): EntrySummary => ({
  id: row.entryId,
  sectionId: row.sectionId,
  parentId: row.parentId,
  kind: row.kind,
  title: row.title,
  slug: row.slug,
  metadata: row.metadata,
  order: row.order,
  revision: row.revision,
  updatedById: row.updatedById,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

export const branchEntryOf = (row: ChangeRequestEntry): Entry => ({ ...branchSummaryOf(row), content: row.content });

function branchSectionOf(row: ChangeRequestSection, live: Section | undefined, versionId: string): Section {
  return {
    id: row.sectionId,
    versionId,
    parentId: row.parentId,
    title: row.title,
    slug: row.slug,
    description: row.description,
    icon: row.icon,
    order: row.order,
    sourceKind: live?.sourceKind ?? "manual",
    sourceDetails: live?.sourceDetails ?? {},
    entriesRevision: live?.entriesRevision ?? 0,
    createdAt: live?.createdAt ?? row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Drops rows whose parent is not among them (the branch deleted it): their subtree goes with it. */
function withoutOrphans<T extends { id: string; parentId: string | null }>(rows: T[]): T[] {
  let kept = rows;
  for (;;) {
    const ids = new Set(kept.map((row) => row.id));
    const next = kept.filter((row) => row.parentId === null || ids.has(row.parentId));
    if (next.length === kept.length) return kept;
    kept = next;
  }
}

const byOrder = <T extends { order: number; id: string }>(a: T, b: T) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The version's sections as the branch sees them, in display order. */
export async function branchSections(client: Client, changeRequest: ChangeRequest): Promise<Section[]> {
  const [live, rows] = await Promise.all([
    client.section.findMany({ where: { versionId: changeRequest.versionId } }),
    client.changeRequestSection.findMany({ where: { changeRequestId: changeRequest.id } }),
  ]);
  const liveById = new Map(live.map((section) => [section.id, section]));
  const touched = new Set(rows.map((row) => row.sectionId));
  const sections = [
    ...live.filter((section) => !touched.has(section.id)),
    ...rows.filter((row) => !row.deleted).map((row) => branchSectionOf(row, liveById.get(row.sectionId), changeRequest.versionId)),
  ];
  return withoutOrphans(sections).sort(byOrder);
}

export async function branchSection(client: Client, changeRequest: ChangeRequest, sectionId: string): Promise<Section> {
  const section = (await branchSections(client, changeRequest)).find((candidate) => candidate.id === sectionId);
  if (!section) throw notFound("Section");
  return section;
}

/** A section's entries as the branch sees them (without content), in (order, id) order. */
export async function branchEntries(client: Client, changeRequest: ChangeRequest, sectionId: string): Promise<EntrySummary[]> {
  const [touched, rows, live] = await Promise.all([
    client.changeRequestEntry.findMany({ where: { changeRequestId: changeRequest.id }, select: { entryId: true } }),
    client.changeRequestEntry.findMany({ where: { changeRequestId: changeRequest.id, sectionId, deleted: false }, omit: { content: true } }),
    client.entry.findMany({ where: { sectionId }, omit: { content: true } }),
  ]);
  const touchedIds = new Set(touched.map((row) => row.entryId));
  const entries = [...live.filter((entry) => !touchedIds.has(entry.id)), ...rows.map(branchSummaryOf)];
  return withoutOrphans(entries).sort(byOrder);
}

/** Every section and entry of the branch's version (entries without content), as a publish lays them out. */
export async function branchVersionRows(client: Client, changeRequest: ChangeRequest) {
  const sections = await branchSections(client, changeRequest);
  const sectionIds = sections.map((section) => section.id);
  const place = { sectionId: true, parentId: true, kind: true, title: true, slug: true, order: true, metadata: true } as const;
  const [touched, rows, live] = await Promise.all([
    client.changeRequestEntry.findMany({ where: { changeRequestId: changeRequest.id }, select: { entryId: true } }),
    client.changeRequestEntry.findMany({ where: { changeRequestId: changeRequest.id, deleted: false, sectionId: { in: sectionIds } }, select: { ...place, entryId: true } }),
    client.entry.findMany({ where: { sectionId: { in: sectionIds } }, select: { ...place, id: true } }),
  ]);
  const touchedIds = new Set(touched.map((row) => row.entryId));
  const entries = withoutOrphans([...live.filter((entry) => !touchedIds.has(entry.id)), ...rows.map(({ entryId, ...row }) => ({ ...row, id: entryId }))]);
  return { versionId: changeRequest.versionId, sections, entries };
}

/** A page's content in the branch (its own row, else the draft's). */
export async function branchContent(client: Client, changeRequest: ChangeRequest, entryId: string): Promise<string | null> {
  const row = await client.changeRequestEntry.findUnique({ where: { changeRequestId_entryId: { changeRequestId: changeRequest.id, entryId } }, select: { content: true, deleted: true } });
  if (row) return row.deleted ? null : row.content;
  return (await client.entry.findUnique({ where: { id: entryId }, select: { content: true } }))?.content ?? null;
}

/** One entry of the branch, or 404 (deleted in the branch, or in another section). */
export async function branchEntry(client: Client, changeRequest: ChangeRequest, sectionId: string, entryId: string): Promise<Entry> {
  await branchSection(client, changeRequest, sectionId);
  const entry = (await branchEntries(client, changeRequest, sectionId)).find((candidate) => candidate.id === entryId);
  if (!entry) throw notFound("Entry");
  return { ...entry, content: (await branchContent(client, changeRequest, entryId)) ?? "" };
}

/** The branch's row for an entry, copying the live entry (and its base) on the first change. */
async function touchEntry(tx: Transaction, changeRequestId: string, entryId: string): Promise<ChangeRequestEntry> {
  const existing = await tx.changeRequestEntry.findUnique({ where: { changeRequestId_entryId: { changeRequestId, entryId } } });
  if (existing) return existing;
  const entry = await tx.entry.findUniqueOrThrow({ where: { id: entryId } });
  return tx.changeRequestEntry.create({
    data: {
      changeRequestId,
      entryId: entry.id,
      sectionId: entry.sectionId,
      parentId: entry.parentId,
      kind: entry.kind,
      title: entry.title,
      slug: entry.slug,
      content: entry.content,
      metadata: entry.metadata as Prisma.InputJsonObject,
      order: entry.order,
      revision: entry.revision,
      baseRevision: entry.revision,
      base: entryBaseOf(entry) as unknown as Prisma.InputJsonObject,
      updatedById: entry.updatedById,
    },
  });
}

async function writeEntry(tx: Transaction, changeRequestId: string, entry: { id: string }, data: Prisma.ChangeRequestEntryUpdateInput, principal: Principal) {
  await touchEntry(tx, changeRequestId, entry.id);
  return tx.changeRequestEntry.update({
    where: { changeRequestId_entryId: { changeRequestId, entryId: entry.id } },
    data: { ...data, revision: { increment: 1 }, updatedById: principal.user.id },
  });
}

function assertBranchFolder(entries: EntrySummary[], parentId: string, path = "body.parent_id") {
  const parent = entries.find((entry) => entry.id === parentId);
  if (!parent) throw invalidInput("The parent does not name an entry of this section.", [{ path, message: "unknown entry" }]);
  if (parent.kind !== "folder") throw invalidInput("Only folders can hold entries.", [{ path, message: "not a folder" }]);
}

/** The position for an entry among its new siblings: the given one (shifting later siblings down) or last. */
async function placeInBranch(tx: Transaction, changeRequestId: string, siblings: EntrySummary[], order: number | undefined, principal: Principal) {
  if (order === undefined) return siblings.reduce((last, sibling) => Math.max(last, sibling.order), -1) + 1;
  for (const sibling of siblings.filter((candidate) => candidate.order >= order)) {
    await writeEntry(tx, changeRequestId, sibling, { order: sibling.order + 1 }, principal);
  }
  return order;
}

const branchEntryAnswer = (row: ChangeRequestEntry) => ({ entry: entryView(branchEntryOf(row)), etag: entryEtag(row.revision) });

const EntryCursor = z.object({ order: z.number(), id: z.string() });

/** The section's entries in the branch without content, in (order, id) order, paginated as the draft's list is. */
export async function listBranchEntries(access: DocumentationAccess, ref: BranchSectionRef, page: PageRequest): Promise<Page<EntrySummaryView>> {
  const changeRequest = await findChangeRequest(db, access, ref);
  await branchSection(db, changeRequest, ref.sectionId);
  const cursor = decodeCursor(page.cursor, EntryCursor);
  const entries = (await branchEntries(db, changeRequest, ref.sectionId)).filter(
    (entry) => !cursor || entry.order > cursor.order || (entry.order === cursor.order && entry.id > cursor.id),
  );
  return fetchPage(page, async (take) => entries.slice(0, take).map(entrySummaryView), (last) => ({ order: last.order, id: last.entry_id }));
}

export async function getBranchEntry(access: DocumentationAccess, ref: BranchSectionRef, entryId: string) {
  const changeRequest = await findChangeRequest(db, access, ref);
  const entry = await branchEntry(db, changeRequest, ref.sectionId, entryId);
  return { entry: entryView(entry), etag: entryEtag(entry.revision) };
}

export async function createBranchEntry(access: DocumentationAccess, principal: Principal, ref: BranchSectionRef, input: CreateEntryInput) {
  const row = await writeToDocumentation(access.documentationId, async (tx) => {
    const changeRequest = await findOpenChangeRequest(tx, access, ref);
    await branchSection(tx, changeRequest, ref.sectionId);
    const entries = await branchEntries(tx, changeRequest, ref.sectionId);
    const parentId = input.parent_id ?? null;
    if (parentId) assertBranchFolder(entries, parentId);
    const siblings = entries.filter((entry) => entry.parentId === parentId);
    const slug = freeSlug(new Set(siblings.map((sibling) => sibling.slug)), input.slug ?? slugify(input.title), input.slug !== undefined);
    const order = await placeInBranch(tx, changeRequest.id, siblings, input.order, principal);
    return tx.changeRequestEntry.create({
      data: {
        changeRequestId: changeRequest.id,
        entryId: randomUUID(),
        sectionId: ref.sectionId,
        parentId,
        kind: input.kind,
        title: input.title,
        slug,
        content: input.content ?? "",
        metadata: (input.metadata ?? {}) as Prisma.InputJsonObject,
        order,
        revision: 1,
        updatedById: principal.user.id,
      },
    });
  });
  return branchEntryAnswer(row);
}

export async function updateBranchEntry(
  access: DocumentationAccess,
  principal: Principal,
  ref: BranchSectionRef,
  entryId: string,
  input: UpdateEntryInput,
  ifMatch: string[] | null,
) {
  const row = await writeToDocumentation(access.documentationId, async (tx) => {
    const changeRequest = await findOpenChangeRequest(tx, access, ref);
    await branchSection(tx, changeRequest, ref.sectionId);
    const entries = await branchEntries(tx, changeRequest, ref.sectionId);
    const current = entries.find((entry) => entry.id === entryId);
    if (!current) throw notFound("Entry");
    if (!satisfiesIfMatch(ifMatch, entryEtag(current.revision))) {
      throw entryChanged(current.revision, "The entry changed since you read it; reload it and apply your change again.");
    }
    if (input.kind === "page" && current.kind === "folder" && entries.some((entry) => entry.parentId === entryId)) {
      throw invalidInput("A folder with entries cannot become a page.", [{ path: "body.kind", message: "folder has children" }]);
    }
    const siblings = entries.filter((entry) => entry.parentId === current.parentId && entry.id !== entryId);
    const slug = input.slug !== undefined ? freeSlug(new Set(siblings.map((sibling) => sibling.slug)), input.slug, true) : undefined;
    return writeEntry(
      tx,
      changeRequest.id,
      current,
      { kind: input.kind, title: input.title, slug, content: input.content, metadata: input.metadata as Prisma.InputJsonObject | undefined },
      principal,
    );
  });
  return branchEntryAnswer(row);
}

/** Marks the entry and everything under it deleted in the branch; entries the branch created simply go. */
async function deleteInBranch(tx: Transaction, changeRequestId: string, doomed: EntrySummary[], principal: Principal) {
  for (const entry of doomed) {
    const existing = await tx.changeRequestEntry.findUnique({ where: { changeRequestId_entryId: { changeRequestId, entryId: entry.id } } });
    if (existing && existing.base === null) await tx.changeRequestEntry.delete({ where: { changeRequestId_entryId: { changeRequestId, entryId: entry.id } } });
    else await writeEntry(tx, changeRequestId, entry, { deleted: true }, principal);
  }
}

/** The row and everything under it, parents before children. */
function subtree<T extends { id: string; parentId: string | null }>(rows: T[], rootId: string): T[] {
  const result = rows.filter((row) => row.id === rootId);
  for (let index = 0; index < result.length; index++) result.push(...rows.filter((row) => row.parentId === result[index]!.id));
  return result;
}

export async function deleteBranchEntry(access: DocumentationAccess, principal: Principal, ref: BranchSectionRef, entryId: string, ifMatch: string[] | null) {
  await writeToDocumentation(access.documentationId, async (tx) => {
    const changeRequest = await findOpenChangeRequest(tx, access, ref);
    await branchSection(tx, changeRequest, ref.sectionId);
    const entries = await branchEntries(tx, changeRequest, ref.sectionId);
    const current = entries.find((entry) => entry.id === entryId);
    if (!current) throw notFound("Entry");
    if (!satisfiesIfMatch(ifMatch, entryEtag(current.revision))) throw entryChanged(current.revision);
    await deleteInBranch(tx, changeRequest.id, subtree(entries, entryId), principal);
  });
}

/** Moves an entry (and what is under it) to another parent or section of the branch. */
export async function moveBranchEntry(access: DocumentationAccess, principal: Principal, ref: BranchSectionRef, entryId: string, input: MoveEntryInput) {
  const row = await writeToDocumentation(access.documentationId, async (tx) => {
    const changeRequest = await findOpenChangeRequest(tx, access, ref);
    await branchSection(tx, changeRequest, ref.sectionId);
    const entries = await branchEntries(tx, changeRequest, ref.sectionId);
    const current = entries.find((entry) => entry.id === entryId);
    if (!current) throw notFound("Entry");
    const targetSectionId = input.section_id ?? current.sectionId;
    if (targetSectionId !== current.sectionId) {
      const sections = await branchSections(tx, changeRequest);
      if (!sections.some((section) => section.id === targetSectionId)) {
        throw invalidInput("The section_id does not name a section of this version.", [{ path: "body.section_id", message: "unknown section" }]);
      }
    }
    const moving = subtree(entries, entryId);
    const targetEntries = targetSectionId === current.sectionId ? entries : await branchEntries(tx, changeRequest, targetSectionId);
    const parentId = input.parent_id === undefined ? (targetSectionId === current.sectionId ? current.parentId : null) : input.parent_id;
    if (parentId) {
      if (moving.some((entry) => entry.id === parentId)) {
        throw invalidInput("An entry cannot move inside itself.", [{ path: "body.parent_id", message: "cycle" }]);
      }
      assertBranchFolder(targetEntries, parentId);
    }
    const siblings = targetEntries.filter((entry) => entry.parentId === parentId && entry.id !== entryId);
    const slug = freeSlug(new Set(siblings.map((sibling) => sibling.slug)), current.slug, false);
    const order = await placeInBranch(tx, changeRequest.id, siblings, input.order, principal);
    for (const descendant of moving.slice(1)) {
      if (targetSectionId !== current.sectionId) await writeEntry(tx, changeRequest.id, descendant, { sectionId: targetSectionId }, principal);
    }
    return writeEntry(tx, changeRequest.id, current, { sectionId: targetSectionId, parentId, slug, order }, principal);
  });
  return branchEntryAnswer(row);
}

/* Sections */

async function touchSection(tx: Transaction, changeRequestId: string, section: Section): Promise<ChangeRequestSection> {
  const existing = await tx.changeRequestSection.findUnique({ where: { changeRequestId_sectionId: { changeRequestId, sectionId: section.id } } });
  if (existing) return existing;
  return tx.changeRequestSection.create({
    data: {
      changeRequestId,
      sectionId: section.id,
      parentId: section.parentId,
      title: section.title,
      slug: section.slug,
      description: section.description,
      icon: section.icon,
      order: section.order,
      base: sectionBaseOf(section) as unknown as Prisma.InputJsonObject,
    },
  });
}

function sectionSlug(sections: Section[], parentId: string | null, wanted: string, explicit: boolean, exceptId?: string) {
  const taken = new Set(sections.filter((section) => section.parentId === parentId && section.id !== exceptId).map((section) => section.slug));
  return uniqueSlug(taken, wanted, explicit, () => conflict(`A sibling section already has the slug "${wanted}".`));
}

function assertSectionParent(sections: Section[], parentId: string, movingId?: string) {
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

const nextSectionOrder = (sections: Section[], parentId: string | null) =>
  sections.filter((section) => section.parentId === parentId).reduce((last, section) => Math.max(last, section.order), -1) + 1;

export async function listBranchSections(access: DocumentationAccess, ref: ChangeRequestRef) {
  const changeRequest = await findChangeRequest(db, access, ref);
  return (await branchSections(db, changeRequest)).map(sectionView);
}

export async function getBranchSection(access: DocumentationAccess, ref: BranchSectionRef) {
  const changeRequest = await findChangeRequest(db, access, ref);
  return sectionView(await branchSection(db, changeRequest, ref.sectionId));
}

export async function createBranchSection(access: DocumentationAccess, ref: ChangeRequestRef, input: CreateSectionInput) {
  const row = await writeToDocumentation(access.documentationId, async (tx) => {
    const changeRequest = await findOpenChangeRequest(tx, access, ref);
    const sections = await branchSections(tx, changeRequest);
    const parentId = input.parent_id ?? null;
    if (parentId) assertSectionParent(sections, parentId);
    return tx.changeRequestSection.create({
      data: {
        changeRequestId: changeRequest.id,
        sectionId: randomUUID(),
        parentId,
        title: input.title,
        slug: sectionSlug(sections, parentId, input.slug ?? slugify(input.title), input.slug !== undefined),
        description: input.description ?? null,
        icon: input.icon ?? null,
        order: nextSectionOrder(sections, parentId),
      },
    });
  });
  return sectionView(branchSectionOf(row, undefined, ref.versionId));
}

export async function updateBranchSection(access: DocumentationAccess, ref: BranchSectionRef, input: UpdateSectionInput) {
  const section = await writeToDocumentation(access.documentationId, async (tx) => {
    const changeRequest = await findOpenChangeRequest(tx, access, ref);
    const sections = await branchSections(tx, changeRequest);
    const current = sections.find((candidate) => candidate.id === ref.sectionId);
    if (!current) throw notFound("Section");
    const parentId = input.parent_id === undefined ? current.parentId : input.parent_id;
    const moved = parentId !== current.parentId;
    if (moved && parentId) assertSectionParent(sections, parentId, current.id);
    const slug =
      input.slug !== undefined || moved ? sectionSlug(sections, parentId, input.slug ?? current.slug, input.slug !== undefined, current.id) : undefined;
    await touchSection(tx, changeRequest.id, current);
    const row = await tx.changeRequestSection.update({
      where: { changeRequestId_sectionId: { changeRequestId: changeRequest.id, sectionId: current.id } },
      data: { title: input.title, slug, description: input.description, icon: input.icon, parentId, order: moved ? nextSectionOrder(sections, parentId) : undefined },
    });
    return branchSectionOf(row, current, ref.versionId);
  });
  return sectionView(section);
}

/** Deletes the section, its nested sections and their entries in the branch. */
export async function deleteBranchSection(access: DocumentationAccess, ref: BranchSectionRef) {
  await writeToDocumentation(access.documentationId, async (tx) => {
    const changeRequest = await findOpenChangeRequest(tx, access, ref);
    const sections = await branchSections(tx, changeRequest);
    if (!sections.some((section) => section.id === ref.sectionId)) throw notFound("Section");
    for (const section of subtree(sections, ref.sectionId)) {
      const row = await touchSection(tx, changeRequest.id, section);
      const key = { changeRequestId_sectionId: { changeRequestId: changeRequest.id, sectionId: section.id } };
      if (row.base === null) await tx.changeRequestSection.delete({ where: key });
      else await tx.changeRequestSection.update({ where: key, data: { deleted: true } });
    }
  });
}

/** The section's navigation in the branch, as `ENTRY/tree` answers it for the draft (not cached). */
export async function branchEntryTree(access: DocumentationAccess, ref: BranchSectionRef) {
  const changeRequest = await findChangeRequest(db, access, ref);
  const section = await branchSection(db, changeRequest, ref.sectionId);
  const entries = await branchEntries(db, changeRequest, ref.sectionId);
  const metadata = (entry: EntrySummary) => (entry.metadata ?? {}) as { icon?: string; hidden?: boolean };
  const rows = entries.map((entry) => ({ ...entry, icon: metadata(entry).icon ?? null, hidden: metadata(entry).hidden ?? null }));
  return { section_id: ref.sectionId, revision: section.entriesRevision, children: buildTree(rows) };
}

/** Refuses a reorder that does not list every child of one parent exactly once. */
function assertWholeSiblingList(listed: string[], siblings: string[], kind: string) {
  const expected = new Set(siblings);
  const named = new Set(listed);
  const foreign = listed.filter((id) => !expected.has(id));
  const missing = siblings.filter((id) => !named.has(id));
  if (named.size !== listed.length || foreign.length > 0 || missing.length > 0) {
    throw invalidInput(`Send every ${kind} of one parent exactly once.`, [
      ...foreign.slice(0, 20).map((id) => ({ path: "body", message: `not a sibling: ${id}` })),
      ...missing.slice(0, 20).map((id) => ({ path: "body", message: `missing: ${id}` })),
    ]);
  }
}

/** Sets the display order of one parent's entries in the branch; only those that move are copied. */
export async function reorderBranchEntries(access: DocumentationAccess, principal: Principal, ref: BranchSectionRef, entryIds: string[]): Promise<ReorderedEntries> {
  return writeToDocumentation(access.documentationId, async (tx) => {
    const changeRequest = await findOpenChangeRequest(tx, access, ref);
    await branchSection(tx, changeRequest, ref.sectionId);
    const entries = await branchEntries(tx, changeRequest, ref.sectionId);
    const first = entries.find((entry) => entry.id === entryIds[0]);
    if (!first) throw invalidInput("The list names an entry that is not in this section.", [{ path: "body.0", message: "unknown entry" }]);
    const siblings = entries.filter((entry) => entry.parentId === first.parentId);
    assertWholeSiblingList(entryIds, siblings.map((sibling) => sibling.id), "child");
    for (const [order, id] of entryIds.entries()) {
      const sibling = siblings.find((candidate) => candidate.id === id)!;
      if (sibling.order !== order) await writeEntry(tx, changeRequest.id, sibling, { order }, principal);
    }
    return { parent_id: first.parentId, entries: entryIds.map((id, order) => ({ entry_id: id, order })) };
  });
}

/** Sets the display order of one parent's sections in the branch. */
export async function reorderBranchSections(access: DocumentationAccess, ref: ChangeRequestRef, sectionIds: string[]) {
  const sections = await writeToDocumentation(access.documentationId, async (tx) => {
    const changeRequest = await findOpenChangeRequest(tx, access, ref);
    const all = await branchSections(tx, changeRequest);
    const first = all.find((section) => section.id === sectionIds[0]);
    if (!first) throw invalidInput("The list names a section that is not in this version.", [{ path: "body.0", message: "unknown section" }]);
    const siblings = all.filter((section) => section.parentId === first.parentId);
    assertWholeSiblingList(sectionIds, siblings.map((sibling) => sibling.id), "section");
    for (const [order, id] of sectionIds.entries()) {
      const sibling = siblings.find((candidate) => candidate.id === id)!;
      if (sibling.order === order) continue;
      await touchSection(tx, changeRequest.id, sibling);
      await tx.changeRequestSection.update({ where: { changeRequestId_sectionId: { changeRequestId: changeRequest.id, sectionId: id } }, data: { order } });
    }
    return (await branchSections(tx, changeRequest)).filter((section) => section.parentId === first.parentId);
  });
  return sections.map(sectionView);
}
