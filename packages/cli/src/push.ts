import path from "node:path";
import type { Api, BatchEntry, EntryMetadata, Project, RemoteEntry, RemoteSection, Version } from "./api";
import { contentHash, pushedMetadata, sameMetadata, type LocalNode, type LocalSection } from "./layout";

/** One change the push makes, as the plan lists it. */
export interface Change {
  action: "create" | "update" | "move" | "delete" | "upload";
  kind: "section" | "page" | "folder" | "image";
  /** `section/folder/page` by slugs (the file name for an image). */
  path: string;
}

export interface PushPlan {
  changes: Change[];
  apply(): Promise<void>;
}

interface Desired {
  key: string;
  parentKey: string | null;
  sectionSlug: string;
  node: LocalNode;
}

interface Existing {
  key: string;
  sectionId: string;
  entry: RemoteEntry;
}

/**
 * What makes the version's content equal the folder: sections, folders and pages matched by
 * their slug paths (a page whose path changed but whose slug is unique is moved, not
 * recreated), changed ones updated, missing ones created in one batch per section, the rest
 * deleted, siblings put in the folder's order, and images the pages name uploaded as assets
 * (matched by file name). Nothing is sent until `apply`; a second push finds nothing to do.
 */
export async function planPush(api: Api, project: Project, version: Version, local: LocalSection[]): Promise<PushPlan> {
  const [remote, assetNames] = await Promise.all([api.content(project, version, false), api.assetNames(project)]);
  const changes: Change[] = [];
  const topLevel = remote.filter((section) => section.parent_id === null);
  const remoteSections = new Map(topLevel.map((section) => [section.slug, section]));

  const desired: Desired[] = [];
  const walk = (nodes: LocalNode[], parentKey: string, sectionSlug: string, isRoot: boolean) => {
    for (const node of nodes) {
      const key = `${parentKey}/${node.slug}`;
      desired.push({ key, parentKey: isRoot ? null : parentKey, sectionSlug, node });
      walk(node.children, key, sectionSlug, false);
    }
  };
  for (const section of local) walk(section.entries, section.slug, section.slug, true);

  const existing: Existing[] = [];
  for (const section of topLevel) {
    const byId = new Map(section.entries.map((entry) => [entry.entry_id, entry]));
    const keyOf = (entry: RemoteEntry): string => (entry.parent_id && byId.has(entry.parent_id) ? `${keyOf(byId.get(entry.parent_id)!)}/${entry.slug}` : `${section.slug}/${entry.slug}`);
    for (const entry of section.entries) existing.push({ key: keyOf(entry), sectionId: section.section_id, entry });
  }

  // Exact paths first; then a page or folder whose slug is unique on both sides moved.
  const match = new Map<string, Existing>();
  const existingByKey = new Map(existing.map((item) => [item.key, item]));
  for (const item of desired) {
    const found = existingByKey.get(item.key);
    if (found && found.entry.kind === item.node.kind && remoteSections.has(item.sectionSlug)) match.set(item.key, found);
  }
  const matchedIds = new Set([...match.values()].map((item) => item.entry.entry_id));
  const unmatchedBySlug = groupBy(existing.filter((item) => !matchedIds.has(item.entry.entry_id)), (item) => `${item.entry.kind}:${item.entry.slug}`);
  const unmatchedDesired = groupBy(desired.filter((item) => !match.has(item.key)), (item) => `${item.node.kind}:${item.node.slug}`);
  for (const [slug, wanted] of unmatchedDesired) {
    const candidates = unmatchedBySlug.get(slug) ?? [];
    if (wanted.length === 1 && candidates.length === 1) {
      match.set(wanted[0]!.key, candidates[0]!);
      matchedIds.add(candidates[0]!.entry.entry_id);
    }
  }

  const localSlugs = new Set(local.map((section) => section.slug));
  for (const section of local) if (!remoteSections.has(section.slug)) changes.push({ action: "create", kind: "section", path: section.slug });
  const images = new Map<string, string>();
  for (const item of desired) for (const image of item.node.images) if (!assetNames.has(path.basename(image))) images.set(path.basename(image), image);
  for (const name of images.keys()) changes.push({ action: "upload", kind: "image", path: name });

  const creations = desired.filter((item) => !match.has(item.key));
  for (const item of creations) changes.push({ action: "create", kind: item.node.kind, path: item.key });
  const moves: Desired[] = [];
  const updates: { item: Desired; fields: { title?: string; content?: string; metadata?: EntryMetadata } }[] = [];
  for (const item of desired) {
    const found = match.get(item.key);
    if (!found) continue;
    if (found.key !== item.key) {
      moves.push(item);
      changes.push({ action: "move", kind: item.node.kind, path: `${found.key} -> ${item.key}` });
    }
    if (item.node.kind === "folder") continue;
    const fields: { title?: string; content?: string; metadata?: EntryMetadata } = {};
    if (found.entry.title !== item.node.title) fields.title = item.node.title;
    if (found.entry.content_sha256 !== contentHash(item.node.content)) fields.content = item.node.content;
    if (!sameMetadata(found.entry.metadata, pushedMetadata(item.node))) fields.metadata = pushedMetadata(item.node);
    if (Object.keys(fields).length > 0) {
      updates.push({ item, fields });
      changes.push({ action: "update", kind: "page", path: item.key });
    }
  }
  // Only the top-most of what goes: deleting a folder deletes what is in it.
  const goneIds = new Set(existing.filter((item) => !matchedIds.has(item.entry.entry_id)).map((item) => item.entry.entry_id));
  const deletions = existing.filter((item) => goneIds.has(item.entry.entry_id) && !(item.entry.parent_id && goneIds.has(item.entry.parent_id)) && localSlugs.has(item.key.split("/")[0]!));
  for (const item of deletions) changes.push({ action: "delete", kind: item.entry.kind, path: item.key });
  const removedSections = topLevel.filter((section) => !localSlugs.has(section.slug));
  for (const section of removedSections) changes.push({ action: "delete", kind: "section", path: section.slug });

  const apply = async () => {
    for (const file of images.values()) await api.uploadAsset(project, file);
    const sectionIds = new Map(topLevel.map((section) => [section.slug, section.section_id]));
    for (const section of local) {
      if (!sectionIds.has(section.slug)) sectionIds.set(section.slug, await api.createSection(project, version, { title: section.title, slug: section.slug }));
    }
    const idOf = new Map([...match].map(([key, item]) => [key, item.entry.entry_id]));
    for (const section of local) {
      const batch: BatchEntry[] = creations
        .filter((item) => item.sectionSlug === section.slug)
        .map((item) => ({
          ref: item.key,
          ...(item.parentKey === null ? {} : idOf.has(item.parentKey) ? { parent_id: idOf.get(item.parentKey)! } : { parent_ref: item.parentKey }),
          kind: item.node.kind,
          title: item.node.title,
          slug: item.node.slug,
          ...(item.node.kind === "page" ? { content: item.node.content } : {}),
          metadata: pushedMetadata(item.node),
        }));
      if (batch.length === 0) continue;
      for (const [ref, id] of await api.createEntries(project, version, sectionIds.get(section.slug)!, batch)) idOf.set(ref, id);
    }
    for (const item of moves) {
      const found = match.get(item.key)!;
      await api.moveEntry(project, version, found.sectionId, found.entry.entry_id, { section_id: sectionIds.get(item.sectionSlug)!, parent_id: item.parentKey === null ? null : idOf.get(item.parentKey)! });
    }
    for (const { item, fields } of updates) await api.updateEntry(project, version, sectionIds.get(item.sectionSlug)!, match.get(item.key)!.entry.entry_id, fields);
    for (const item of deletions) await api.deleteEntry(project, version, item.sectionId, item.entry.entry_id);
    for (const section of removedSections) await api.deleteSection(project, version, section.section_id);
    await putInOrder(api, project, version, local, remote, sectionIds, idOf);
  };
  return { changes, apply };
}

/** Reorders the siblings whose order on the server is not the folder's. */
async function putInOrder(api: Api, project: Project, version: Version, local: LocalSection[], before: RemoteSection[], sectionIds: Map<string, string>, idOf: Map<string, string>) {
  const orderBefore = new Map(before.flatMap((section) => section.entries.map((entry) => [entry.entry_id, `${entry.parent_id}:${entry.order}`])));
  for (const section of local) {
    const visit = async (nodes: LocalNode[], parentKey: string) => {
      const ids = nodes.map((node) => idOf.get(`${parentKey}/${node.slug}`)!);
      const parentId = parentKey === section.slug ? null : idOf.get(parentKey)!;
      // Unchanged: the same entries were already siblings in this order.
      const unchanged = ids.every((id, index) => orderBefore.get(id) === `${parentId}:${index}`);
      if (ids.length > 0 && !unchanged) await api.reorderEntries(project, version, sectionIds.get(section.slug)!, ids);
      for (const node of nodes) if (node.kind === "folder") await visit(node.children, `${parentKey}/${node.slug}`);
    };
    await visit(section.entries, section.slug);
  }
  const sectionOrder = local.map((section) => sectionIds.get(section.slug)!);
  const beforeOrder = before.filter((section) => section.parent_id === null).sort((a, b) => a.order - b.order).map((section) => section.section_id);
  if (sectionOrder.join() !== beforeOrder.join()) await api.reorderSections(project, version, sectionOrder);
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}
