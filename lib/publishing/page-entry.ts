import type { DocumentationAccess } from "../auth/access";
import { db } from "../db";
import { notFound } from "../errors";
import { loadDocumentationStructure } from "./structure";

/** Where the editor shows a page: its version, section and entry. */
export interface EditorPage {
  versionId: string;
  sectionId: string;
  entryId: string;
}

/** A page's path inside its version as publishing writes it (`guides/install`), whatever slashes surround it. */
export const normalizePagePath = (path: string) => path.trim().replace(/^\/+|\/+$/g, "");

/**
 * The draft page behind a path readers saw on the site (analytics and feedback name pages by
 * path). The newest snapshot that published the path names the entry, so a page moved or
 * renamed since still opens; an entry deleted since, or a path never published, falls back to
 * the draft page at that path now. `versionId` null searches every version.
 */
export async function findEditorPage(access: DocumentationAccess, { versionId, path }: { versionId: string | null; path: string }): Promise<EditorPage> {
  const wanted = normalizePagePath(path);
  const published = await db.publishedPage.findMany({
    where: { path: wanted, snapshot: { documentationId: access.documentationId }, ...(versionId ? { versionId } : {}) },
    orderBy: [{ snapshot: { createdAt: "desc" } }, { id: "asc" }],
    select: { entryId: true },
    take: 5,
  });
  if (published.length > 0) {
    const entries = await db.entry.findMany({
      where: { id: { in: published.map((page) => page.entryId) }, section: { version: { documentationId: access.documentationId } } },
      select: { id: true, sectionId: true, section: { select: { versionId: true } } },
    });
    for (const { entryId } of published) {
      const entry = entries.find((candidate) => candidate.id === entryId);
      if (entry) return { versionId: entry.section.versionId, sectionId: entry.sectionId, entryId: entry.id };
    }
  }
  const structure = await loadDocumentationStructure(access.documentationId);
  const draft = structure.pages.find((page) => page.path === wanted && (!versionId || page.versionId === versionId));
  if (!draft) throw notFound("Page");
  return { versionId: draft.versionId, sectionId: draft.sectionId, entryId: draft.entryId };
}
