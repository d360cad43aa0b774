import { randomUUID } from "node:crypto";
import { db } from "../db";
import { writeToDocumentation } from "../documentation/write-guard";
import { formatBytes, invalidInput } from "../errors";
import type { Prisma } from "../generated/prisma/client";
import { slugify } from "../slug";
import { keepDashboardVersion } from "./conflicts";
import { loadDraft, type DraftEntry } from "./draft";
import { configFileName, directoryHash, directoryIcon, entryHash, isLayoutPath, readLayout, type LayoutEntry, type LayoutSection } from "./layout";
import { listFiles, readText, type TreeFileRef } from "./repository";
import type { GitSyncItemRow, SyncLink } from "./types";

export interface PullChanges {
  created: string[];
  updated: string[];
  renamed: { from: string; to: string }[];
  deleted: string[];
  conflicts: string[];
}

interface PlannedSection {
  id: string;
  isNew: boolean;
  path: string;
  title: string;
  icon: string | null;
  order: number;
}

interface PlannedEntry {
  id: string;
  existing: DraftEntry | undefined;
  layout: LayoutEntry;
  sectionId: string;
  parentId: string | null;
  /** The file changed in Git (or the entry is new): its fields are written. */
  fromGit: boolean;
  /** Its place (section, parent, order) is taken from Git. */
  placed: boolean;
  blobOid: string | null;
}

const readConcurrency = 16;

/** What one synced folder may hold: far more than a handbook, bounded for one job's memory. */
export const syncLimits = { files: 10_000, fileBytes: 1024 * 1024 };

/** The files of the synced folder at a commit, relative to it, with their blobs. */
export async function layoutFiles(gitdir: string, commit: string | null, folder: string): Promise<{ files: Map<string, TreeFileRef>; all: Map<string, TreeFileRef> }> {
  const all = await listFiles(gitdir, commit);
  const prefix = folder ? `${folder}/` : "";
  const files = new Map<string, TreeFileRef>();
  for (const [path, ref] of all) {
    if (!path.startsWith(prefix)) continue;
    const relative = path.slice(prefix.length);
    if (isLayoutPath(relative)) files.set(relative, ref);
  }
  return { files, all };
}

async function readAll(gitdir: string, paths: string[], files: Map<string, TreeFileRef>): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      texts.set(path, await readText(gitdir, files.get(path)!.oid));
    }
  };
  await Promise.all(Array.from({ length: readConcurrency }, worker));
  return texts;
}

/** Lines in common, as a share of both files' lines (Dice's coefficient): how Git tells a rename with edits from a delete and an add. */
function similarity(a: string, b: string): number {
  // Front matter fences say nothing of what a page is about.
  const lines = (text: string) => text.split("\n").map((line) => line.trim()).filter((line) => line !== "" && line !== "---");
  const left = lines(a);
  const right = lines(b);
  if (left.length + right.length === 0) return 1;
  const counts = new Map<string, number>();
  for (const line of left) counts.set(line, (counts.get(line) ?? 0) + 1);
  let common = 0;
  for (const line of right) {
    const count = counts.get(line) ?? 0;
    if (count > 0) {
      common++;
      counts.set(line, count - 1);
    }
  }
  return (2 * common) / (left.length + right.length);
}

const renameThreshold = 0.6;
const dirOf = (path: string) => (path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "");

/**
 * Brings the draft to the branch head: compares the head's files with what the last sync saw
 * (not with history, so a force push is just another head), keeps entry ids across renames
 * (same blob, else similar content), and writes the differences in one transaction. A page
 * both sides changed since the last sync takes Git's version, and the dashboard's is kept
 * (keepDashboardVersion).
 */
export async function pullHead(link: SyncLink, gitdir: string, head: string): Promise<PullChanges> {
  const { files } = await layoutFiles(gitdir, head, link.path);
  const markdownPaths = [...files.keys()].filter((path) => path !== configFileName);
  if (markdownPaths.length > syncLimits.files) {
    throw invalidInput(`The folder holds ${markdownPaths.length} markdown files; a synced folder holds at most ${syncLimits.files}. Link a narrower folder.`);
  }
  const texts = await readAll(gitdir, [...files.keys()], files);
  const tooLarge = [...texts].find(([, text]) => Buffer.byteLength(text) > syncLimits.fileBytes);
  if (tooLarge) throw invalidInput(`${tooLarge[0]} is larger than ${formatBytes(syncLimits.fileBytes)}, the limit for one synced file.`);
  const layout = readLayout(
    markdownPaths.map((path) => ({ path, content: texts.get(path)! })),
    texts.get(configFileName),
  );

  const [items, draft] = await Promise.all([loadItems(link.id), loadDraft(link.versionId)]);
  const firstSync = items.length === 0;
  const entriesById = new Map(draft.entries.map((entry) => [entry.id, entry]));
  const sectionsById = new Map(draft.sections.map((section) => [section.id, section]));
  const itemByPath = new Map(items.map((item) => [`${item.kind}:${item.path}`, item]));
  const itemByTarget = new Map(items.map((item) => [item.targetId, item]));
  const configChanged = (itemByPath.get(`config:${configFileName}`)?.blobOid ?? null) !== (files.get(configFileName)?.oid ?? null);

  // Git's layout, flat: each node with its slug path (`guides/advanced/tuning`), by which a first sync matches the draft.
  const pages: { layout: LayoutEntry; sectionPath: string; parentPath: string | null; slugKey: string }[] = [];
  const folders: { layout: LayoutEntry; sectionPath: string; parentPath: string | null; slugKey: string }[] = [];
  const walk = (entries: LayoutEntry[], sectionPath: string, parentPath: string | null, prefix: string) => {
    for (const entry of entries) {
      const slugKey = `${prefix}/${entry.slug}`;
      (entry.kind === "page" ? pages : folders).push({ layout: entry, sectionPath, parentPath, slugKey });
      walk(entry.children, sectionPath, entry.path, slugKey);
    }
  };
  for (const section of layout) walk(section.entries, section.path, null, slugify(section.title));
  const draftSlugPath = slugPaths(draft.sections, draft.entries);

  // Pages: by the path they were synced at; then renames; on a first sync, by slug path.
  const pageMatch = new Map<string, DraftEntry>();
  const skippedPaths = new Set<string>();
  const renamedFrom = new Map<string, string>();
  for (const page of pages) {
    const item = itemByPath.get(`page:${page.layout.path}`);
    if (!item) continue;
    const entry = entriesById.get(item.targetId);
    if (entry) pageMatch.set(page.layout.path, entry);
    // Deleted in the dashboard and unchanged in Git: the push deletes the file.
    else if (item.blobOid === files.get(page.layout.path)!.oid) skippedPaths.add(page.layout.path);
  }
  if (firstSync) {
    for (const page of pages) {
      const id = draftSlugPath.get(`page:${page.slugKey}`);
      if (id && ![...pageMatch.values()].some((entry) => entry.id === id)) pageMatch.set(page.layout.path, entriesById.get(id)!);
    }
  }
  const presentPaths = new Set(pages.map((page) => page.layout.path));
  const removedItems = items.filter((item) => item.kind === "page" && !presentPaths.has(item.path) && entriesById.has(item.targetId));
  const unmatched = () => pages.filter((page) => !pageMatch.has(page.layout.path) && !skippedPaths.has(page.layout.path));
  const claimRename = (page: (typeof pages)[number], item: GitSyncItemRow) => {
    pageMatch.set(page.layout.path, entriesById.get(item.targetId)!);
    renamedFrom.set(page.layout.path, item.path);
    removedItems.splice(removedItems.indexOf(item), 1);
  };
  for (const page of unmatched()) {
    const same = removedItems.find((item) => item.blobOid === files.get(page.layout.path)!.oid);
    if (same) claimRename(page, same);
  }
  if (removedItems.length > 0 && removedItems.length * unmatched().length <= 40_000) {
    const oldTexts = new Map<string, string>();
    for (const item of removedItems) {
      const text = item.blobOid ? await readText(gitdir, item.blobOid).catch(() => undefined) : undefined;
      if (text !== undefined) oldTexts.set(item.targetId, text);
    }
    for (const page of unmatched()) {
      let best: { item: GitSyncItemRow; score: number } | undefined;
      for (const item of removedItems) {
        const old = oldTexts.get(item.targetId);
        if (old === undefined) continue;
        const score = similarity(old, texts.get(page.layout.path)!);
        if (score >= renameThreshold && (!best || score > best.score)) best = { item, score };
      }
      if (best) claimRename(page, best.item);
    }
  }

  // Sections and folders: by the directory they were synced at, or where most of their pages came from.
  const claimed = new Set<string>();
  const dirMatch = (kind: "section" | "folder", path: string, childPages: string[], slugKey: string): string | undefined => {
    const item = itemByPath.get(`${kind}:${path}`);
    const exists = (id: string) => (kind === "section" ? sectionsById.has(id) : entriesById.get(id)?.kind === "folder");
    if (item && exists(item.targetId) && !claimed.has(item.targetId)) return item.targetId;
    const votes = new Map<string, number>();
    for (const child of childPages) {
      const entry = pageMatch.get(child);
      if (!entry) continue;
      const previous = kind === "section" ? entry.sectionId : entry.parentId;
      if (previous) votes.set(previous, (votes.get(previous) ?? 0) + 1);
    }
    const voted = [...votes.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
    for (const id of voted) {
      const previousPath = itemByTarget.get(id)?.path;
      // Only a directory that is gone from Git moved here.
      if (exists(id) && !claimed.has(id) && (previousPath === undefined || !itemByPath.has(`${kind}:${path}`)) && !layoutHasDir(layout, previousPath)) return id;
    }
    if (firstSync) return draftSlugPath.get(`${kind}:${slugKey}`);
    return undefined;
  };

  // A directory deleted in the dashboard whose pages Git left alone stays deleted (the push removes it).
  const deletedInDashboard = (kind: "section" | "folder", path: string) => {
    const item = itemByPath.get(`${kind}:${path}`);
    if (!item || (kind === "section" ? sectionsById.has(item.targetId) : entriesById.has(item.targetId))) return false;
    const inside = pages.filter((page) => (kind === "section" ? page.sectionPath === path : page.layout.path.startsWith(`${path}/`)));
    return inside.every((page) => skippedPaths.has(page.layout.path));
  };
  const plannedSections: PlannedSection[] = [];
  const sectionIdByPath = new Map<string, string>();
  for (const section of layout) {
    if (deletedInDashboard("section", section.path)) continue;
    const childPages = pages.filter((page) => page.sectionPath === section.path).map((page) => page.layout.path);
    const id = dirMatch("section", section.path, childPages, slugify(section.title));
    if (id) claimed.add(id);
    const planned = { id: id ?? randomUUID(), isNew: !id, path: section.path, title: section.title, icon: section.icon ?? null, order: section.order };
    plannedSections.push(planned);
    sectionIdByPath.set(section.path, planned.id);
  }
  const folderIdByPath = new Map<string, string>();
  const folderMatch = new Map<string, DraftEntry>();
  const skippedFolders = new Set<string>();
  for (const folder of folders) {
    if (!sectionIdByPath.has(folder.sectionPath) || deletedInDashboard("folder", folder.layout.path)) {
      skippedFolders.add(folder.layout.path);
      continue;
    }
    const childPages = pages.filter((page) => page.parentPath === folder.layout.path).map((page) => page.layout.path);
    const id = dirMatch("folder", folder.layout.path, childPages, folder.slugKey);
    if (id) {
      claimed.add(id);
      folderMatch.set(folder.layout.path, entriesById.get(id)!);
    }
    folderIdByPath.set(folder.layout.path, id ?? randomUUID());
  }

  // Directories whose listing changed: their entries take their places from Git.
  const previousPaths = new Set(items.map((item) => item.path));
  const dirtyDirs = new Set<string>();
  for (const page of pages) {
    const item = itemByPath.get(`page:${page.layout.path}`);
    if (!item || item.blobOid !== files.get(page.layout.path)!.oid) dirtyDirs.add(dirOf(page.layout.path));
  }
  for (const item of items) if (!presentPaths.has(item.path) && item.kind === "page") dirtyDirs.add(dirOf(item.path));
  for (const folder of folders) if (!previousPaths.has(folder.layout.path)) dirtyDirs.add(dirOf(folder.layout.path));

  const planned: PlannedEntry[] = [];
  const plan = (node: (typeof pages)[number], existing: DraftEntry | undefined, id: string) => {
    const sectionId = sectionIdByPath.get(node.sectionPath)!;
    const parentId = node.parentPath === null ? null : folderIdByPath.get(node.parentPath)!;
    const oid = node.layout.kind === "page" ? files.get(node.layout.path)!.oid : null;
    const item = itemByTarget.get(id);
    const moved = item?.path !== node.layout.path;
    // A page's fields come from Git when its blob changed; a folder's title when its name or the configuration did.
    const fromGit = !existing || (node.layout.kind === "page" ? item?.blobOid !== oid : moved || configChanged);
    const placed = !existing || moved || configChanged || dirtyDirs.has(dirOf(node.layout.path));
    planned.push({ id, existing, layout: node.layout, sectionId, parentId, fromGit, placed, blobOid: oid });
  };
  for (const folder of folders) if (!skippedFolders.has(folder.layout.path)) plan(folder, folderMatch.get(folder.layout.path), folderIdByPath.get(folder.layout.path)!);
  for (const page of pages) {
    if (skippedPaths.has(page.layout.path)) continue;
    const existing = pageMatch.get(page.layout.path);
    plan(page, existing, existing?.id ?? randomUUID());
  }

  // What Git removed: pages (and the directories left without entries) that were synced and not moved.
  const keptIds = new Set([...planned.map((entry) => entry.id), ...plannedSections.map((section) => section.id)]);
  const deletedPages = items.filter((item) => item.kind === "page" && !keptIds.has(item.targetId) && entriesById.has(item.targetId));
  const deletedFolders = items.filter((item) => item.kind === "folder" && !keptIds.has(item.targetId) && entriesById.has(item.targetId));
  const deletedSections = items.filter((item) => item.kind === "section" && !keptIds.has(item.targetId) && sectionsById.has(item.targetId));

  const changes: PullChanges = { created: [], updated: [], renamed: [], deleted: [], conflicts: [] };
  const conflicts: Parameters<typeof keepDashboardVersion>[1][] = [];
  const dashboardChanged = (entry: DraftEntry) => {
    const item = itemByTarget.get(entry.id);
    return !item || item.entryHash !== entryHash(entry);
  };
  for (const entry of planned) {
    if (entry.layout.kind !== "page") continue;
    const renamed = renamedFrom.get(entry.layout.path);
    if (!entry.existing) changes.created.push(entry.layout.path);
    else if (renamed) changes.renamed.push({ from: renamed, to: entry.layout.path });
    else if (entry.fromGit) changes.updated.push(entry.layout.path);
    if (entry.existing && entry.fromGit && dashboardChanged(entry.existing) && entryHash({ ...entry.layout, kind: "page" }) !== entryHash(entry.existing)) {
      conflicts.push({ linkId: link.id, entry: entry.existing, path: entry.layout.path, commit: head, gitChange: renamed ? "renamed" : "updated" });
    }
  }
  for (const item of deletedPages) {
    const entry = entriesById.get(item.targetId)!;
    changes.deleted.push(item.path);
    if (dashboardChanged(entry)) conflicts.push({ linkId: link.id, entry, path: item.path, commit: head, gitChange: "deleted" });
  }
  changes.conflicts = conflicts.map((conflict) => conflict.path);

  const sectionFromGit = (section: PlannedSection) => section.isNew || configChanged || itemByTarget.get(section.id)?.path !== section.path;
  await writeToDocumentation(
    link.documentationId,
    async (tx) => {
      for (const conflict of conflicts) await keepDashboardVersion(tx, conflict);
      await applySections(tx, link.versionId, plannedSections, sectionsById, draft.sections, deletedSections.map((item) => item.targetId), sectionFromGit);
      await applyEntries(tx, planned, draft.entries, deletedPages.map((item) => item.targetId), deletedFolders.map((item) => item.targetId));
      // The sync state: what both sides now agree on. Entries Git did not change keep the hash
      // they were synced with, so a dashboard edit still shows as one.
      const state: Prisma.GitSyncItemCreateManyInput[] = [
        ...plannedSections.map((section) => ({
          linkId: link.id,
          targetId: section.id,
          kind: "section",
          path: section.path,
          order: section.order + 1,
          entryHash: sectionFromGit(section) ? directoryHash(section.title, section.icon) : (itemByTarget.get(section.id)?.entryHash ?? null),
        })),
        ...planned.map((entry) => ({
          linkId: link.id,
          targetId: entry.id,
          kind: entry.layout.kind,
          path: entry.layout.path,
          blobOid: entry.blobOid,
          order: entry.layout.order + 1,
          entryHash: !entry.fromGit
            ? (itemByTarget.get(entry.id)?.entryHash ?? null)
            : entry.layout.kind === "page"
              ? entryHash({ ...entry.layout, kind: "page" })
              : directoryHash(entry.layout.title, directoryIcon(entry.layout.metadata)),
        })),
        ...(files.has(configFileName) ? [{ linkId: link.id, targetId: `config:${link.id}`, kind: "config", path: configFileName, blobOid: files.get(configFileName)!.oid }] : []),
        // Pages deleted in the dashboard and unchanged in Git stay known until the push removes their files.
        ...items.filter((item) => item.kind === "page" && skippedPaths.has(item.path)),
      ];
      await tx.gitSyncItem.deleteMany({ where: { linkId: link.id } });
      await tx.gitSyncItem.createMany({ data: state });
      await tx.gitSyncLink.update({ where: { id: link.id }, data: { lastSyncedCommit: head, lastSyncedAt: new Date() } });
    },
    { timeoutMs: 120_000 },
  );
  return changes;
}

function layoutHasDir(layout: LayoutSection[], path: string | undefined): boolean {
  if (path === undefined) return false;
  const has = (entries: LayoutEntry[]): boolean => entries.some((entry) => (entry.kind === "folder" && entry.path === path) || has(entry.children));
  return layout.some((section) => section.path === path || has(section.entries));
}

/** Slug paths of the draft (`section:guides`, `folder:guides/advanced`, `page:guides/advanced/tuning`), to match a first sync by. */
function slugPaths(sections: { id: string; slug: string }[], entries: DraftEntry[]): Map<string, string> {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const sectionSlug = new Map(sections.map((section) => [section.id, section.slug]));
  const pathOf = (entry: DraftEntry): string => `${entry.parentId && byId.has(entry.parentId) ? pathOf(byId.get(entry.parentId)!) : sectionSlug.get(entry.sectionId)}/${entry.slug}`;
  const paths = new Map<string, string>();
  for (const section of sections) paths.set(`section:${section.slug}`, section.id);
  for (const entry of entries) paths.set(`${entry.kind}:${pathOf(entry)}`, entry.id);
  return paths;
}

export const loadItems = (linkId: string) => db.gitSyncItem.findMany({ where: { linkId } });

async function applySections(
  tx: Prisma.TransactionClient,
  versionId: string,
  planned: PlannedSection[],
  existing: Map<string, { id: string; title: string; slug: string; icon: string | null; order: number }>,
  allSections: { id: string; slug: string }[],
  deleted: string[],
  fromGit: (section: PlannedSection) => boolean,
) {
  const deletedSet = new Set(deleted);
  const plannedIds = new Set(planned.map((section) => section.id));
  const taken = new Set(allSections.filter((section) => !plannedIds.has(section.id) && !deletedSet.has(section.id)).map((section) => section.slug));
  for (const section of planned) {
    const current = existing.get(section.id);
    if (current && !fromGit(section)) {
      taken.add(current.slug);
      continue;
    }
    const wanted = current && current.title === section.title ? current.slug : slugify(section.title);
    let slug = wanted;
    for (let suffix = 2; taken.has(slug); suffix++) slug = `${wanted}-${suffix}`;
    taken.add(slug);
    const sourceDetails = { path: section.path };
    if (!current) await tx.section.create({ data: { id: section.id, versionId, title: section.title, slug, icon: section.icon, order: section.order, sourceKind: "repository", sourceDetails } });
    else if (current.title !== section.title || current.slug !== slug || current.icon !== section.icon || current.order !== section.order) {
      await tx.section.update({ where: { id: section.id }, data: { title: section.title, slug, icon: section.icon, order: section.order } });
    }
  }
  // A section Git removed goes unless the dashboard added pages to it since.
  for (const id of deleted) {
    const left = await tx.entry.count({ where: { sectionId: id } });
    if (left === 0) await tx.section.delete({ where: { id } });
  }
}

async function applyEntries(tx: Prisma.TransactionClient, planned: PlannedEntry[], draftEntries: DraftEntry[], deletedPages: string[], deletedFolders: string[]) {
  const temporarySlug = (id: string) => `sync-moving-${id}`;
  const metadataOf = (entry: PlannedEntry) => ({ source: "repository", source_path: entry.layout.path, ...entry.layout.metadata }) as Prisma.InputJsonObject;
  // Entries whose place or slug changes pass through a temporary slug, so swaps never collide.
  const finalSlug = new Map<string, string>();
  const moving = planned.filter((entry) => !entry.existing || (entry.placed && (entry.existing.sectionId !== entry.sectionId || entry.existing.parentId !== entry.parentId)) || (entry.fromGit && entry.existing.slug !== entry.layout.slug));
  const movingIds = new Set(moving.map((entry) => entry.id));
  const gone = new Set([...deletedPages, ...deletedFolders]);
  const siblingsKey = (sectionId: string, parentId: string | null) => `${sectionId}/${parentId ?? ""}`;
  const taken = new Map<string, Set<string>>();
  for (const entry of draftEntries) {
    if (movingIds.has(entry.id) || gone.has(entry.id)) continue;
    const key = siblingsKey(entry.sectionId, entry.parentId);
    taken.set(key, (taken.get(key) ?? new Set()).add(entry.slug));
  }
  for (const entry of moving) {
    const key = siblingsKey(entry.sectionId, entry.parentId);
    const used = taken.get(key) ?? new Set<string>();
    let slug = entry.layout.slug;
    for (let suffix = 2; used.has(slug); suffix++) slug = `${entry.layout.slug}-${suffix}`;
    used.add(slug);
    taken.set(key, used);
    finalSlug.set(entry.id, slug);
  }

  for (const entry of moving) if (entry.existing) await tx.entry.update({ where: { id: entry.id }, data: { slug: temporarySlug(entry.id) } });
  // Parents before children: folders were planned first, outermost first.
  for (const entry of planned) {
    const fields = {
      ...(entry.fromGit ? { title: entry.layout.title, content: entry.layout.kind === "page" ? entry.layout.content : "", metadata: metadataOf(entry) } : {}),
      ...(entry.placed ? { sectionId: entry.sectionId, parentId: entry.parentId, order: entry.layout.order } : {}),
    };
    if (!entry.existing) {
      await tx.entry.create({
        data: {
          id: entry.id,
          sectionId: entry.sectionId,
          parentId: entry.parentId,
          kind: entry.layout.kind,
          title: entry.layout.title,
          slug: temporarySlug(entry.id),
          content: entry.layout.kind === "page" ? entry.layout.content : "",
          metadata: metadataOf(entry),
          order: entry.layout.order,
        },
      });
    } else if (Object.keys(fields).length > 0 && (entry.fromGit || entry.placed)) {
      const unchangedPlace = entry.existing.sectionId === entry.sectionId && entry.existing.parentId === entry.parentId && entry.existing.order === entry.layout.order;
      if (!entry.fromGit && unchangedPlace && !movingIds.has(entry.id)) continue;
      await tx.entry.update({ where: { id: entry.id }, data: { ...fields, revision: { increment: 1 } } });
    }
  }
  for (const entry of moving) await tx.entry.update({ where: { id: entry.id }, data: { slug: finalSlug.get(entry.id)! } });
  if (deletedPages.length > 0) await tx.entry.deleteMany({ where: { id: { in: deletedPages } } });
  // A folder Git removed goes unless the dashboard added entries to it since.
  for (const id of deletedFolders) {
    const left = await tx.entry.count({ where: { parentId: id } });
    if (left === 0) await tx.entry.deleteMany({ where: { id } });
  }
}
