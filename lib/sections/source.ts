import type { DocumentationAccess } from "../auth/access";
import { db } from "../db";
import { buildTree, sectionTreeRows, type TreeNode } from "../entries/tree";
import { jsonObject } from "../json";
import type { SectionSource } from "../generated/prisma/enums";
import { findSection } from "./service";
import type { SectionSourceSummary } from "./views";

/**
 * The section's source of truth: where its content comes from (the section's own source
 * and each entry's `metadata.source`, defaulting to the section's), with counts.
 */
export async function sectionSourceSummary(access: DocumentationAccess, versionId: string, sectionId: string): Promise<SectionSourceSummary> {
  const section = await findSection(db, access, versionId, sectionId);
  const [groups, childSections] = await Promise.all([
    db.$queryRaw<{ source: SectionSource; kind: string; count: number; last_updated_at: Date }[]>`
      SELECT COALESCE("metadata"->>'source', ${section.sourceKind}::text) AS "source", "kind"::text AS "kind",
             count(*)::int AS "count", max("updatedAt") AS "last_updated_at"
      FROM "Entry" WHERE "sectionId" = ${sectionId} GROUP BY 1, 2 ORDER BY 1, 2`,
    db.section.count({ where: { parentId: sectionId } }),
  ]);
  const sources = new Map<string, SectionSourceSummary["data_sources"][number]>();
  for (const group of groups) {
    const source = sources.get(group.source) ?? { kind: group.source, pages: 0, folders: 0, last_updated_at: null };
    if (group.kind === "page") source.pages += group.count;
    else source.folders += group.count;
    if (!source.last_updated_at || group.last_updated_at > source.last_updated_at) source.last_updated_at = group.last_updated_at;
    sources.set(group.source, source);
  }
  const all = [...sources.values()];
  return {
    section_id: section.id,
    title: section.title,
    source: { kind: section.sourceKind, details: jsonObject(section.sourceDetails) },
    data_sources: all,
    entries: {
      pages: all.reduce((sum, source) => sum + source.pages, 0),
      folders: all.reduce((sum, source) => sum + source.folders, 0),
    },
    child_sections: childSections,
  };
}

function* walk(nodes: TreeNode[], prefix: string): Generator<{ node: TreeNode; path: string }> {
  for (const node of nodes) {
    const path = `${prefix}${node.slug}`;
    yield { node, path };
    yield* walk(node.children, `${path}/`);
  }
}

const contentBatchSize = 200;

/**
 * The raw markdown of the section's entries in tree order, streamed in batches so a large
 * section never sits whole in memory. Each entry starts with a comment naming its path.
 */
export async function sectionMarkdown(access: DocumentationAccess, versionId: string, sectionId: string): Promise<ReadableStream<Uint8Array>> {
  await findSection(db, access, versionId, sectionId);
  const ordered = [...walk(buildTree(await sectionTreeRows(sectionId)), "")];
  const encoder = new TextEncoder();
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (offset >= ordered.length) {
        controller.close();
        return;
      }
      const batch = ordered.slice(offset, offset + contentBatchSize);
      offset += batch.length;
      const rows = await db.entry.findMany({ where: { id: { in: batch.map(({ node }) => node.entry_id) } }, select: { id: true, content: true } });
      const contents = new Map(rows.map((row) => [row.id, row.content]));
      const text = batch
        .map(({ node, path }) => {
          const marker = `<!-- ${node.kind}: ${path} (${node.entry_id}) -->\n`;
          const content = contents.get(node.entry_id) ?? "";
          return `${marker}${content}${content.endsWith("\n") || content === "" ? "" : "\n"}\n`;
        })
        .join("");
      controller.enqueue(encoder.encode(text));
    },
  });
}
