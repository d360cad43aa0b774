import { randomUUID } from "node:crypto";
import type { DocumentationAccess } from "../../auth/access";
import { db } from "../../db";
import { writeToDocumentation, type Transaction } from "../../documentation/write-guard";
import { insertEntries, type EntryRow } from "../../entries/insert";
import type { EntryMetadataInput } from "../../entries/schemas";
import { freeSlug } from "../../entries/service";
import { DomainError, invalidInput, notFound } from "../../errors";
import type { Prisma } from "../../generated/prisma/client";
import { slugify } from "../../slug";
import { initialContentLimits, type InitialEntry, type InitializationAuthor } from "../initial-content";
import type { SyncOpenApiInput } from "../schemas";
import type { ApiDescriptionView, ApiSyncReport, SyncedEntry } from "../views";
import { keepCustomRegions } from "./custom-regions";
import { loadApiDocument } from "./document";
import { readApiSource, type ApiSource } from "./initialize";
import { apiReferenceSection, listOperations, referenceSectionTitle } from "./pages";

/** One generated entry, flattened, with the key that finds it again in the next sync. */
interface GeneratedNode {
  key: string;
  parentKey: string | null;
  entry: InitialEntry;
}

interface ExistingEntry {
  id: string;
  parentId: string | null;
  kind: "page" | "folder";
  title: string;
  slug: string;
  content: string;
  metadata: EntryMetadataInput;
  order: number;
}

/**
 * Re-syncs a version's API reference with a new document (or its stored address fetched
 * again): operations new to the document get pages, changed ones are regenerated (keeping
 * marked custom regions), removed ones are deleted; pages written by hand stay. Generated
 * entries are recognised by their `source: openapi` metadata and matched by `source_path`.
 * All in one transaction, which also stores the document for the next sync.
 */
export async function syncApiReference(
  access: Pick<DocumentationAccess, "documentationId">,
  author: InitializationAuthor,
  versionId: string,
  input: SyncOpenApiInput,
): Promise<ApiSyncReport> {
  const version = await db.version.findFirst({ where: { id: versionId, documentationId: access.documentationId }, include: { apiDescription: true } });
  if (!version) throw notFound("Version");
  const stored = version.apiDescription;
  const url = input?.url ?? (input?.spec === undefined ? (stored?.url ?? undefined) : undefined);
  if (!input?.spec && !url) {
    throw new DomainError("unprocessable", "This version has no stored address to fetch its API description from; send spec or url.", {
      errors: [{ path: "body.url", message: "required" }],
    });
  }
  const source: ApiSource = await readApiSource(input?.spec !== undefined ? { spec: input.spec } : { url });
  const { document, sourceVersion } = await loadApiDocument(source.text, source.field);
  const generated = flatten(apiReferenceSection(document, { url, sourceVersion }).entries);
  if (generated.length > initialContentLimits.entries) {
    throw invalidInput(`An API reference holds at most ${initialContentLimits.entries} pages and folders; this document gives ${generated.length}.`);
  }
  const previous = stored ? await previousGeneration(stored.source) : null;
  const section = apiReferenceSection(document, { url, sourceVersion });

  return writeToDocumentation(
    access.documentationId,
    async (tx) => {
      const sectionId = await referenceSection(tx, versionId, stored?.sectionId, section.description ?? null);
      await tx.section.update({ where: { id: sectionId }, data: { sourceKind: "openapi", sourceDetails: section.source?.details ?? {} } });
      const existing = (await tx.entry.findMany({
        where: { sectionId },
        select: { id: true, parentId: true, kind: true, title: true, slug: true, content: true, metadata: true, order: true },
        orderBy: [{ order: "asc" }, { id: "asc" }],
      })) as ExistingEntry[];
      const report = await reconcile(tx, sectionId, author, existing, generated, previous);
      const data = { sectionId, source: source.text, url: url ?? null, syncedAt: new Date(), syncedById: author.user.id };
      await tx.apiDescription.upsert({ where: { versionId }, create: { versionId, ...data }, update: data });
      return {
        version_id: versionId,
        section_id: sectionId,
        api: { title: document.info.title, version: document.info.version, openapi_version: sourceVersion },
        operation_count: listOperations(document).length,
        ...report,
      };
    },
    { timeoutMs: 60_000 },
  );
}

/** What the stored document generated, to tell operations that changed from pages edited by hand; null if it no longer loads. */
async function previousGeneration(source: string): Promise<Map<string, GeneratedNode> | null> {
  try {
    const { document, sourceVersion } = await loadApiDocument(source, "body.spec");
    return new Map(flatten(apiReferenceSection(document, { sourceVersion }).entries).map((node) => [node.key, node]));
  } catch {
    return null;
  }
}

/** The stored section, else the version's first OpenAPI section, else a new one at the end. */
async function referenceSection(tx: Transaction, versionId: string, storedId: string | undefined, description: string | null): Promise<string> {
  const sections = await tx.section.findMany({ where: { versionId }, select: { id: true, parentId: true, slug: true, sourceKind: true, order: true }, orderBy: { order: "asc" } });
  const found = sections.find((candidate) => candidate.id === storedId) ?? sections.find((candidate) => candidate.sourceKind === "openapi");
  if (found) return found.id;
  const topLevel = sections.filter((candidate) => candidate.parentId === null);
  const created = await tx.section.create({
    data: {
      versionId,
      title: referenceSectionTitle,
      slug: freeSlug(new Set(topLevel.map((candidate) => candidate.slug)), slugify(referenceSectionTitle), false),
      description,
      order: Math.max(-1, ...topLevel.map((candidate) => candidate.order)) + 1,
      sourceKind: "openapi",
    },
  });
  return created.id;
}

/** The tree in pre-order (parents first); keys made unique where a document repeats an operation id. */
function flatten(entries: InitialEntry[]): GeneratedNode[] {
  const nodes: GeneratedNode[] = [];
  const seen = new Map<string, number>();
  const visit = (children: InitialEntry[], parentKey: string | null) => {
    for (const entry of children) {
      const key = uniqueKey(seen, entry.metadata?.source_path ?? entry.title);
      nodes.push({ key, parentKey, entry });
      visit(entry.children ?? [], key);
    }
  };
  visit(entries, null);
  return nodes;
}

function uniqueKey(seen: Map<string, number>, path: string): string {
  const count = (seen.get(path) ?? 0) + 1;
  seen.set(path, count);
  return count === 1 ? path : `${path}#${count}`;
}

const isGenerated = (entry: ExistingEntry) => entry.metadata.source === "openapi" && typeof entry.metadata.source_path === "string";

const summary = (entry: { id: string; kind: "page" | "folder"; title: string; metadata?: EntryMetadataInput }): SyncedEntry => ({
  entry_id: entry.id,
  kind: entry.kind,
  title: entry.title,
  ...(entry.metadata?.source_path ? { source_path: entry.metadata.source_path } : {}),
});

const sameGeneration = (a: GeneratedNode, b: GeneratedNode) =>
  a.parentKey === b.parentKey && a.entry.kind === b.entry.kind && a.entry.title === b.entry.title && a.entry.content === b.entry.content && JSON.stringify(a.entry.metadata) === JSON.stringify(b.entry.metadata);

async function reconcile(
  tx: Transaction,
  sectionId: string,
  author: InitializationAuthor,
  existing: ExistingEntry[],
  generated: GeneratedNode[],
  previous: Map<string, GeneratedNode> | null,
): Promise<Omit<ApiSyncReport, "version_id" | "section_id" | "api" | "operation_count">> {
  const byKey = new Map<string, ExistingEntry>();
  const seen = new Map<string, number>();
  for (const entry of existingInTreeOrder(existing)) if (isGenerated(entry)) byKey.set(uniqueKey(seen, entry.metadata.source_path!), entry);

  const added: SyncedEntry[] = [];
  const updated: ApiSyncReport["updated"] = [];
  let unchanged = 0;
  const idOfKey = new Map<string, string>();
  const matched = new Set<string>();
  /** Final parent of every surviving entry, and the entries placed in generated order. */
  const finalParent = new Map(existing.map((entry) => [entry.id, entry.parentId]));
  const followsGeneration = new Set<string>();
  const slugsUnder = slugIndex(existing);
  const creations: EntryRow[] = [];
  const updates = new Map<string, Prisma.EntryUncheckedUpdateInput>();
  /** Position in the generated tree's walk, by entry id. */
  const generatedPosition = new Map<string, number>();

  for (const [position, node] of generated.entries()) {
    const parentId = node.parentKey === null ? null : idOfKey.get(node.parentKey)!;
    const current = byKey.get(node.key);
    if (current && current.kind === node.entry.kind) {
      matched.add(current.id);
      idOfKey.set(node.key, current.id);
      generatedPosition.set(current.id, position);
      const before = previous?.get(node.key);
      // Same as the last sync generated: the operation did not change, whatever was edited by hand stays.
      if (before && sameGeneration(before, node)) {
        unchanged += 1;
        if (current.parentId === parentId) followsGeneration.add(current.id);
        continue;
      }
      followsGeneration.add(current.id);
      const content = node.entry.kind === "page" ? keepCustomRegions(node.entry.content ?? "", current.content) : "";
      const metadata = (node.entry.metadata ?? {}) as EntryMetadataInput;
      if (current.parentId === parentId && current.title === node.entry.title && current.content === content && JSON.stringify(current.metadata) === JSON.stringify(metadata)) {
        unchanged += 1;
        continue;
      }
      const moved = current.parentId !== parentId;
      const slug = moved ? takeSlug(slugsUnder, parentId, current.slug) : current.slug;
      finalParent.set(current.id, parentId);
      updates.set(current.id, { parentId, slug, title: node.entry.title, content, metadata: metadata as Prisma.InputJsonObject, revision: { increment: 1 }, updatedById: author.user.id });
      updated.push({ ...summary({ ...current, title: node.entry.title, metadata }), custom_regions: countRegions(content) });
      continue;
    }
    const id = randomUUID();
    idOfKey.set(node.key, id);
    generatedPosition.set(id, position);
    finalParent.set(id, parentId);
    followsGeneration.add(id);
    creations.push({
      id,
      sectionId,
      parentId,
      kind: node.entry.kind,
      title: node.entry.title,
      slug: takeSlug(slugsUnder, parentId, slugify(node.entry.title)),
      content: node.entry.kind === "page" ? (node.entry.content ?? "") : "",
      metadata: (node.entry.metadata ?? {}) as Prisma.InputJsonObject,
      order: 0,
      updatedById: author.user.id,
    });
    added.push(summary({ id, kind: node.entry.kind, title: node.entry.title, metadata: node.entry.metadata as EntryMetadataInput }));
  }

  // Generated entries gone from the document go, unless they hold something that stays.
  const unmatched = new Set(existing.filter((entry) => isGenerated(entry) && !matched.has(entry.id)).map((entry) => entry.id));
  const holdsStaying = (id: string): boolean => existing.some((child) => finalParent.get(child.id) === id && (!unmatched.has(child.id) || holdsStaying(child.id)));
  const removed = existing.filter((entry) => unmatched.has(entry.id) && !holdsStaying(entry.id));
  const keptFolders = existing.filter((entry) => unmatched.has(entry.id) && holdsStaying(entry.id));
  const removedIds = new Set(removed.map((entry) => entry.id));

  const orders = siblingOrders(existing, creations, finalParent, removedIds, followsGeneration, generatedPosition);
  for (const row of creations) row.order = orders.get(row.id)!;
  // New folders first (pages may move into them), deletions last (pages may move out of them).
  await insertEntries(tx, creations);
  for (const entry of existing) {
    const order = orders.get(entry.id);
    const update = { ...updates.get(entry.id), ...(order !== undefined && order !== entry.order ? { order } : {}) };
    if (Object.keys(update).length > 0) await tx.entry.update({ where: { id: entry.id }, data: update });
  }
  if (removed.length > 0) await tx.entry.deleteMany({ where: { id: { in: removed.map((entry) => entry.id) } } });

  const kept = [...existing.filter((entry) => !isGenerated(entry)), ...keptFolders].map(summary);
  return { added, updated, removed: removed.map(summary), kept, unchanged_count: unchanged };
}

/** Existing entries parents-first, siblings in order: the order `flatten` walks the generated tree. */
function existingInTreeOrder(existing: ExistingEntry[]): ExistingEntry[] {
  const children = new Map<string | null, ExistingEntry[]>();
  for (const entry of existing) children.set(entry.parentId, [...(children.get(entry.parentId) ?? []), entry]);
  const ordered: ExistingEntry[] = [];
  const visit = (parentId: string | null) => {
    for (const entry of children.get(parentId) ?? []) {
      ordered.push(entry);
      visit(entry.id);
    }
  };
  visit(null);
  return ordered;
}

/** Slugs taken under each parent, current ones included so no write collides on the way. */
function slugIndex(existing: ExistingEntry[]): Map<string | null, Set<string>> {
  const index = new Map<string | null, Set<string>>();
  for (const entry of existing) index.set(entry.parentId, (index.get(entry.parentId) ?? new Set()).add(entry.slug));
  return index;
}

function takeSlug(index: Map<string | null, Set<string>>, parentId: string | null, wanted: string): string {
  const taken = index.get(parentId) ?? new Set<string>();
  const slug = freeSlug(taken, wanted, false);
  index.set(parentId, taken.add(slug));
  return slug;
}

const countRegions = (content: string) => content.split("<!-- custom:start -->").length - 1;

/**
 * Sibling order after a sync: entries placed by the generator follow the document's order;
 * the others (written by hand, or moved by hand) keep their position among their siblings.
 */
function siblingOrders(
  existing: ExistingEntry[],
  creations: EntryRow[],
  finalParent: Map<string, string | null>,
  removedIds: Set<string>,
  followsGeneration: Set<string>,
  generatedPosition: Map<string, number>,
): Map<string, number> {
  const oldOrder = new Map(existing.map((entry) => [entry.id, entry.order]));
  const survivors = [...existing.map((entry) => entry.id), ...creations.map((row) => row.id)].filter((id) => !removedIds.has(id) && !removedAncestor(id, finalParent, removedIds));
  const byParent = new Map<string | null, string[]>();
  for (const id of survivors) {
    const parentId = finalParent.get(id) ?? null;
    byParent.set(parentId, [...(byParent.get(parentId) ?? []), id]);
  }
  const orders = new Map<string, number>();
  for (const siblings of byParent.values()) {
    const placed = siblings.filter((id) => followsGeneration.has(id)).sort((a, b) => generatedPosition.get(a)! - generatedPosition.get(b)!);
    const pinned = siblings.filter((id) => !followsGeneration.has(id)).sort((a, b) => oldOrder.get(a)! - oldOrder.get(b)!);
    // A pinned entry keeps its index among the old siblings that survive.
    const oldRank = new Map(siblings.filter((id) => oldOrder.has(id)).sort((a, b) => oldOrder.get(a)! - oldOrder.get(b)!).map((id, rank) => [id, rank]));
    const slots: (string | undefined)[] = new Array(siblings.length).fill(undefined);
    for (const id of pinned) {
      let at = Math.min(oldRank.get(id)!, slots.length - 1);
      while (slots[at] !== undefined) at = (at + 1) % slots.length;
      slots[at] = id;
    }
    let next = 0;
    for (let index = 0; index < slots.length; index++) if (slots[index] === undefined) slots[index] = placed[next++];
    slots.forEach((id, order) => orders.set(id!, order));
  }
  return orders;
}

function removedAncestor(id: string, finalParent: Map<string, string | null>, removedIds: Set<string>): boolean {
  for (let parent = finalParent.get(id); parent; parent = finalParent.get(parent)) if (removedIds.has(parent)) return true;
  return false;
}

/** Scheduled re-syncs: the versions whose documents came from an address and are due again. */
export async function dueApiDescriptions(now: Date) {
  const rows = await db.apiDescription.findMany({
    where: { url: { not: null } },
    select: { versionId: true, syncedAt: true, syncedById: true, version: { select: { documentationId: true, documentation: { select: { config: true } } } } },
  });
  return rows.filter((row) => {
    const setting = (row.version.documentation.config as { openapi_sync?: { enabled?: boolean; interval_hours?: number } }).openapi_sync;
    if (!setting?.enabled || !row.syncedById) return false;
    return now.getTime() - row.syncedAt.getTime() >= (setting.interval_hours ?? 24) * 3_600_000;
  });
}

/** Where a version's API reference comes from and when it was last synced. */
export async function getApiDescription(access: Pick<DocumentationAccess, "documentationId">, versionId: string): Promise<ApiDescriptionView> {
  const version = await db.version.findFirst({
    where: { id: versionId, documentationId: access.documentationId },
    select: { apiDescription: { select: { sectionId: true, url: true, syncedAt: true, source: true } } },
  });
  if (!version) throw notFound("Version");
  const stored = version.apiDescription;
  if (!stored) throw notFound("API description of this version");
  return { version_id: versionId, section_id: stored.sectionId, url: stored.url, synced_at: stored.syncedAt, source: stored.source };
}
