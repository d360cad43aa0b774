import { createHash } from "node:crypto";
import type { DocumentationAccess } from "../auth/access";
import { db } from "../db";
import { findVersion } from "./service";
import type { VersionContent } from "./views";

export const contentHash = (content: string) => createHash("sha256").update(content).digest("hex");

/**
 * A version's whole tree in one answer: its sections and every entry with its metadata and
 * a SHA-256 of its content (the content itself on request). Tools that mirror a version to
 * files (the CLI's push and pull) compare against it instead of reading entries one by one.
 */
export async function versionContent(access: DocumentationAccess, versionId: string, includeContent: boolean): Promise<VersionContent> {
  await findVersion(db, access, versionId);
  const sections = await db.section.findMany({ where: { versionId }, orderBy: [{ order: "asc" }, { id: "asc" }] });
  const entries = await db.entry.findMany({
    where: { section: { versionId } },
    select: { id: true, sectionId: true, parentId: true, kind: true, title: true, slug: true, order: true, metadata: true, content: true, revision: true },
    orderBy: [{ order: "asc" }, { id: "asc" }],
  });
  const bySection = new Map<string, typeof entries>();
  for (const entry of entries) bySection.set(entry.sectionId, [...(bySection.get(entry.sectionId) ?? []), entry]);
  return {
    version_id: versionId,
    sections: sections.map((section) => ({
      section_id: section.id,
      parent_id: section.parentId,
      title: section.title,
      slug: section.slug,
      description: section.description,
      icon: section.icon,
      order: section.order,
      entries: (bySection.get(section.id) ?? []).map((entry) => ({
        entry_id: entry.id,
        parent_id: entry.parentId,
        kind: entry.kind,
        title: entry.title,
        slug: entry.slug,
        order: entry.order,
        revision: entry.revision,
        metadata: entry.metadata,
        content_sha256: contentHash(entry.content),
        ...(includeContent ? { content: entry.content } : {}),
      })),
    })),
  };
}
