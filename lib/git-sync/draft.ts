import { createHash } from "node:crypto";
import { db } from "../db";
import type { DraftNode } from "./layout";

export type DraftSection = Awaited<ReturnType<typeof loadDraft>>["sections"][number];
export type DraftEntry = Awaited<ReturnType<typeof loadDraft>>["entries"][number];

/**
 * The version's top-level sections and their entries: what a link syncs. Nested sections
 * have no place in the layout (deeper directories are folders) and stay out of the sync.
 */
export async function loadDraft(versionId: string) {
  const sections = await db.section.findMany({ where: { versionId, parentId: null }, orderBy: [{ order: "asc" }, { id: "asc" }] });
  const entries = await db.entry.findMany({
    where: { sectionId: { in: sections.map((section) => section.id) } },
    orderBy: [{ order: "asc" }, { id: "asc" }],
    select: { id: true, sectionId: true, parentId: true, kind: true, title: true, slug: true, content: true, metadata: true, order: true, updatedById: true, updatedAt: true },
  });
  return { sections, entries };
}

/** The draft as the writer's tree, in the dashboard's order. */
export function draftTree(draft: Awaited<ReturnType<typeof loadDraft>>): DraftNode[] {
  const children = new Map<string, DraftEntry[]>();
  for (const entry of draft.entries) {
    const key = entry.parentId ?? `section:${entry.sectionId}`;
    children.set(key, [...(children.get(key) ?? []), entry]);
  }
  const node = (entry: DraftEntry): DraftNode => ({
    id: entry.id,
    kind: entry.kind,
    title: entry.title,
    slug: entry.slug,
    content: entry.content,
    metadata: entry.metadata,
    children: (children.get(entry.id) ?? []).map(node),
  });
  return draft.sections.map((section) => ({
    id: section.id,
    kind: "section",
    title: section.title,
    slug: section.slug,
    content: "",
    metadata: section.icon ? { icon: section.icon } : {},
    children: (children.get(`section:${section.id}`) ?? []).map(node),
  }));
}

/**
 * A cheap summary of the draft of every linked version, to notice edits without hooking
 * every write: the content trigger bumps a section's `entriesRevision` on each change to its
 * entries, and a section's own changes move its `updatedAt`.
 */
export async function draftFingerprints(versionIds?: string[]): Promise<Map<string, string>> {
  const rows = await db.$queryRaw<{ versionId: string; summary: string }[]>`
    SELECT s."versionId", string_agg(s."id" || ':' || s."entriesRevision" || ':' || s."order" || ':' || extract(epoch from s."updatedAt"), ',' ORDER BY s."id") AS summary
    FROM "Section" s JOIN "GitSyncLink" l ON l."versionId" = s."versionId"
    WHERE s."parentId" IS NULL
    GROUP BY s."versionId"`;
  const fingerprints = new Map<string, string>();
  for (const row of rows) {
    if (versionIds && !versionIds.includes(row.versionId)) continue;
    fingerprints.set(row.versionId, createHash("sha256").update(row.summary).digest("hex"));
  }
  return fingerprints;
}
