import type { DocumentationAccess } from "../auth/access";
import { db } from "../db";
import { notFound } from "../errors";
import type { SectionRef } from "./service";
import type { EntryTreeNode } from "./views";

/** What the navigation needs of an entry: no content, a little metadata. */
interface TreeRow {
  id: string;
  parentId: string | null;
  kind: "page" | "folder";
  title: string;
  slug: string;
  order: number;
  icon: string | null;
  hidden: boolean | null;
}

export type TreeNode = EntryTreeNode;

/** Nests rows (already sorted by order) under their parents; returns the top level. */
export function buildTree(rows: TreeRow[]): TreeNode[] {
  const nodes = new Map<string, TreeNode>();
  for (const row of rows) {
    const node: TreeNode = { entry_id: row.id, kind: row.kind, title: row.title, slug: row.slug, order: row.order, children: [] };
    if (row.icon) node.icon = row.icon;
    if (row.hidden) node.hidden = true;
    nodes.set(row.id, node);
  }
  const roots: TreeNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId ? nodes.get(row.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** One query for the whole section: the tree is built in memory. */
export async function sectionTreeRows(sectionId: string): Promise<TreeRow[]> {
  return db.$queryRaw<TreeRow[]>`
    SELECT "id", "parentId", "kind"::text AS "kind", "title", "slug", "order",
           "metadata"->>'icon' AS "icon", ("metadata"->>'hidden')::boolean AS "hidden"
    FROM "Entry" WHERE "sectionId" = ${sectionId}
    ORDER BY "order", "id"`;
}

interface CachedTree {
  revision: number;
  body: Uint8Array<ArrayBuffer>;
}

/**
 * Serialized trees keyed by section and the section's entries revision (bumped by a
 * trigger on every entry change, whoever makes it), so a hit is never stale. Bounded in
 * bytes; least recently used trees leave first.
 */
const cache = new Map<string, CachedTree>();
const cacheLimitBytes = Number(process.env.ENTRY_TREE_CACHE_BYTES ?? 64 * 1024 * 1024);
let cachedBytes = 0;
const encoder = new TextEncoder();

function remember(sectionId: string, tree: CachedTree) {
  const previous = cache.get(sectionId);
  if (previous) {
    cachedBytes -= previous.body.byteLength;
    cache.delete(sectionId);
  }
  if (tree.body.byteLength > cacheLimitBytes) return;
  cache.set(sectionId, tree);
  cachedBytes += tree.body.byteLength;
  for (const [key, value] of cache) {
    if (cachedBytes <= cacheLimitBytes) break;
    cache.delete(key);
    cachedBytes -= value.body.byteLength;
  }
}

/** The section's entries as nested JSON (`children` ordered by `order`), with its ETag. */
export async function readEntryTree(access: DocumentationAccess, at: SectionRef): Promise<{ body: Uint8Array<ArrayBuffer>; etag: string }> {
  const sections = await db.$queryRaw<{ entriesRevision: number }[]>`
    SELECT s."entriesRevision" FROM "Section" s JOIN "Version" v ON v."id" = s."versionId"
    WHERE s."id" = ${at.sectionId} AND s."versionId" = ${at.versionId} AND v."documentationId" = ${access.documentationId}`;
  const section = sections[0];
  if (!section) throw notFound("Section");
  const etag = `W/"tree-${section.entriesRevision}"`;
  const cached = cache.get(at.sectionId);
  if (cached && cached.revision === section.entriesRevision) {
    cache.delete(at.sectionId);
    cache.set(at.sectionId, cached);
    return { body: cached.body, etag };
  }
  const children = buildTree(await sectionTreeRows(at.sectionId));
  const body = encoder.encode(JSON.stringify({ section_id: at.sectionId, revision: section.entriesRevision, children }));
  remember(at.sectionId, { revision: section.entriesRevision, body });
  return { body, etag };
}
