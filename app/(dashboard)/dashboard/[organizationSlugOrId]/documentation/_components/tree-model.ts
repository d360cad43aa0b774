import type { EntryNode } from "./types";

export interface PlacedNode {
  node: EntryNode;
  parentId: string | null;
  /** Position among its siblings. */
  index: number;
  siblings: EntryNode[];
}

/** Every node of the tree by id, with where it sits. */
export function placeNodes(children: EntryNode[], parentId: string | null = null, into = new Map<string, PlacedNode>()) {
  children.forEach((node, index) => {
    into.set(node.entry_id, { node, parentId, index, siblings: children });
    placeNodes(node.children, node.entry_id, into);
  });
  return into;
}

/** Whether `id` is `ancestor` itself or lies under it. */
export function isWithin(placed: Map<string, PlacedNode>, id: string | null, ancestor: string): boolean {
  for (let cursor = id; cursor; cursor = placed.get(cursor)?.parentId ?? null) if (cursor === ancestor) return true;
  return false;
}

/** Folders in tree order with their depth, for pickers. */
export function foldersOf(children: EntryNode[], depth = 0): { node: EntryNode; depth: number }[] {
  return children.filter((node) => node.kind === "folder").flatMap((node) => [{ node, depth }, ...foldersOf(node.children, depth + 1)]);
}

/** The first page in tree order, inside folders too. */
export function firstPageOf(children: EntryNode[]): EntryNode | undefined {
  for (const node of children) {
    const page = node.kind === "page" ? node : firstPageOf(node.children);
    if (page) return page;
  }
  return undefined;
}

export function countDescendants(node: EntryNode): number {
  return node.children.reduce((total, child) => total + 1 + countDescendants(child), 0);
}
