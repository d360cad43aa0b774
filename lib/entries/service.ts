import type { DocumentationAccess } from "../auth/access";
import type { Principal } from "../auth/principal";
import { db } from "../db";
import { jsonObject } from "../json";
import { writeToDocumentation, type Transaction } from "../documentation/write-guard";
import { DomainError, invalidInput, notFound } from "../errors";
import type { Entry, Prisma } from "../generated/prisma/client";
import { decodeCursor, fetchPage, mapPage, keysetPast, type PageRequest } from "../pagination";
import { z } from "zod";
import { findSection } from "../sections/service";
import { allocateSlug, slugify, uniqueSlug } from "../slug";
import { entryEtag, satisfiesIfMatch } from "./etag";
import type { CreateEntryInput, UpdateEntryInput } from "./schemas";
import type { EntrySummaryView, EntryView } from "./views";

export interface SectionRef {
  versionId: string;
  sectionId: string;
}

type EntrySummary = Omit<Entry, "content">;

export function entrySummaryView(entry: EntrySummary): EntrySummaryView {
  return {
    entry_id: entry.id,
    section_id: entry.sectionId,
    parent_id: entry.parentId,
    kind: entry.kind,
    title: entry.title,
    slug: entry.slug,
    order: entry.order,
    metadata: jsonObject(entry.metadata),
    revision: entry.revision,
    updated_by: entry.updatedById,
    created_at: entry.createdAt,
    updated_at: entry.updatedAt,
  };
}

export function entryView(entry: Entry): EntryView {
  return { ...entrySummaryView(entry), content: entry.content };
}

export const summaryColumns = {
  id: true,
  sectionId: true,
  parentId: true,
  kind: true,
  title: true,
  slug: true,
  order: true,
  metadata: true,
  revision: true,
  updatedById: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.EntrySelect;

export async function findEntry(client: Transaction | typeof db, access: DocumentationAccess, at: SectionRef, entryId: string) {
  const entry = await client.entry.findFirst({
    where: { id: entryId, sectionId: at.sectionId, section: { versionId: at.versionId, version: { documentationId: access.documentationId } } },
  });
  if (!entry) throw notFound("Entry");
  return entry;
}

/** The parent an entry may hang under: a folder of the same section. */
export async function assertFolder(tx: Transaction, sectionId: string, parentId: string, path = "body.parent_id") {
  const parent = await tx.entry.findFirst({ where: { id: parentId, sectionId }, select: { kind: true } });
  if (!parent) throw invalidInput("The parent does not name an entry of this section.", [{ path, message: "unknown entry" }]);
  if (parent.kind !== "folder") throw invalidInput("Only folders can hold entries.", [{ path, message: "not a folder" }]);
}

/** A slug free among the siblings: generated ones get a numeric suffix, explicit ones 409. */
export async function siblingSlug(
  tx: Transaction,
  sectionId: string,
  parentId: string | null,
  wanted: string,
  explicit: boolean,
  exceptId?: string,
) {
  return allocateSlug(
    (prefix) =>
      tx.entry.findMany({
        where: { sectionId, parentId, slug: { startsWith: prefix }, ...(exceptId ? { id: { not: exceptId } } : {}) },
        select: { slug: true },
      }),
    wanted,
    explicit,
    () => siblingHasSlug(wanted),
  );
}

const siblingHasSlug = (slug: string, path = "body.slug") =>
  new DomainError("conflict", `A sibling already has the slug "${slug}".`, { errors: [{ path, message: "slug taken" }] });

/** `siblingSlug` among slugs already read (`taken`), for writes that place many entries at once. */
export const freeSlug = (taken: ReadonlySet<string>, wanted: string, explicit: boolean, path = "body.slug") =>
  uniqueSlug(taken, wanted, explicit, () => siblingHasSlug(wanted, path));

/** The position for a new sibling: the given one (shifting later siblings down) or last. */
export async function placeAmongSiblings(tx: Transaction, sectionId: string, parentId: string | null, order: number | undefined) {
  if (order === undefined) {
    const last = await tx.entry.aggregate({ where: { sectionId, parentId }, _max: { order: true } });
    return (last._max.order ?? -1) + 1;
  }
  await tx.entry.updateMany({ where: { sectionId, parentId, order: { gte: order } }, data: { order: { increment: 1 }, revision: { increment: 1 } } });
  return order;
}

const EntryCursor = z.object({ order: z.number(), id: z.string() });

/** The section's entries without content, in (order, id) order, paginated. */
export async function listEntries(access: DocumentationAccess, at: SectionRef, page: PageRequest) {
  await findSection(db, access, at.versionId, at.sectionId);
  const cursor = decodeCursor(page.cursor, EntryCursor);
  const entries = await fetchPage(
    page,
    (take) =>
      db.entry.findMany({
        where: { sectionId: at.sectionId, ...(cursor ? keysetPast("order", cursor.order, cursor.id, "asc") : {}) },
        select: summaryColumns,
        orderBy: [{ order: "asc" }, { id: "asc" }],
        take,
      }),
    (last) => ({ order: last.order, id: last.id }),
  );
  return mapPage(entries, entrySummaryView);
}

export async function getEntry(access: DocumentationAccess, at: SectionRef, entryId: string) {
  const entry = await findEntry(db, access, at, entryId);
  return { entry: entryView(entry), etag: entryEtag(entry.revision) };
}

export async function createEntry(access: DocumentationAccess, principal: Principal, at: SectionRef, input: CreateEntryInput) {
  const entry = await writeToDocumentation(access.documentationId, async (tx) => {
    await findSection(tx, access, at.versionId, at.sectionId);
    const parentId = input.parent_id ?? null;
    if (parentId) await assertFolder(tx, at.sectionId, parentId);
    const slug = await siblingSlug(tx, at.sectionId, parentId, input.slug ?? slugify(input.title), input.slug !== undefined);
    return tx.entry.create({
      data: {
        sectionId: at.sectionId,
        parentId,
        kind: input.kind,
        title: input.title,
        slug,
        content: input.content ?? "",
        metadata: (input.metadata ?? {}) as Prisma.InputJsonObject,
        order: await placeAmongSiblings(tx, at.sectionId, parentId, input.order),
        updatedById: principal.user.id,
      },
    });
  });
  return { entry: entryView(entry), etag: entryEtag(entry.revision) };
}

/**
 * The 412 of a write whose If-Match is stale (another writer got there first); it names the
 * current ETag, so a client can still overwrite conditionally.
 */
export const entryChanged = (revision: number, detail = "The entry changed since you read it.") =>
  new DomainError("precondition_failed", detail, { extensions: { current_etag: entryEtag(revision) } });

/** Updates an entry; a stale If-Match (another writer got there first) is a 412. */
export async function updateEntry(
  access: DocumentationAccess,
  principal: Principal,
  at: SectionRef,
  entryId: string,
  input: UpdateEntryInput,
  ifMatch: string[] | null,
) {
  const entry = await writeToDocumentation(access.documentationId, async (tx) => {
    const current = await findEntry(tx, access, at, entryId);
    const stale = () => entryChanged(current.revision, "The entry changed since you read it; reload it and apply your change again.");
    if (!satisfiesIfMatch(ifMatch, entryEtag(current.revision))) throw stale();
    if (input.kind === "page" && current.kind === "folder" && (await tx.entry.count({ where: { parentId: entryId } })) > 0) {
      throw invalidInput("A folder with entries cannot become a page.", [{ path: "body.kind", message: "folder has children" }]);
    }
    const slug = input.slug !== undefined ? await siblingSlug(tx, current.sectionId, current.parentId, input.slug, true, entryId) : undefined;
    const updated = await tx.entry.updateMany({
      where: { id: entryId, revision: current.revision },
      data: {
        kind: input.kind,
        title: input.title,
        slug,
        content: input.content,
        metadata: input.metadata as Prisma.InputJsonObject | undefined,
        revision: { increment: 1 },
        updatedById: principal.user.id,
      },
    });
    if (updated.count === 0) throw stale();
    return tx.entry.findUniqueOrThrow({ where: { id: entryId } });
  });
  return { entry: entryView(entry), etag: entryEtag(entry.revision) };
}

/** Deletes the entry and everything under it (cascading, one statement). */
export async function deleteEntry(access: DocumentationAccess, at: SectionRef, entryId: string, ifMatch: string[] | null) {
  await writeToDocumentation(access.documentationId, async (tx) => {
    const current = await findEntry(tx, access, at, entryId);
    if (!satisfiesIfMatch(ifMatch, entryEtag(current.revision))) throw entryChanged(current.revision);
    await tx.entry.delete({ where: { id: entryId } });
  });
}
