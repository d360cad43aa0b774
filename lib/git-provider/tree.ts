import type { ProviderTree } from "./client";

export interface TreeNode {
  /** From the repository's root. */
  path: string;
  name: string;
  type: "file" | "directory";
  /** Files only, in bytes. */
  size?: number;
  /** Directories only. */
  children?: TreeNode[];
}

/**
 * Nests the provider's flat, recursive listing under the directory `root` (`""`: the whole
 * repository); null when `root` is not a directory of it. Submodules are left out.
 */
export function nestedTree(entries: ProviderTree["tree"], root: string): TreeNode[] | null {
  const top: TreeNode[] = [];
  const directories = new Map<string, TreeNode>();
  const prefix = root ? `${root}/` : "";
  const directory = (path: string): TreeNode[] => {
    if (path === root) return top;
    let node = directories.get(path);
    if (!node) {
      const slash = path.lastIndexOf("/");
      node = { path, name: path.slice(slash + 1), type: "directory", children: [] };
      directories.set(path, node);
      directory(slash === -1 ? "" : path.slice(0, slash)).push(node);
    }
    return node.children!;
  };
  let rootFound = root === "";
  for (const entry of entries) {
    if (entry.path === root && entry.type === "tree") rootFound = true;
    if (!entry.path.startsWith(prefix)) continue;
    if (entry.type === "tree") directory(entry.path);
    else if (entry.type === "blob") {
      const slash = entry.path.lastIndexOf("/");
      directory(slash === -1 ? "" : entry.path.slice(0, slash)).push({ path: entry.path, name: entry.path.slice(slash + 1), type: "file", size: entry.size ?? 0 });
    }
  }
  if (!rootFound) return null;
  const sort = (nodes: TreeNode[]) => {
    nodes.sort((a, b) => (a.type === b.type ? a.name.localeCompare(b.name, "en") : a.type === "directory" ? -1 : 1));
    for (const node of nodes) if (node.children) sort(node.children);
  };
  sort(top);
  return top;
}
