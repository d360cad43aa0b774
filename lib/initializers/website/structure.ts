import path from "node:path/posix";
import { freeSlug } from "../../entries/service";
import { slugify } from "../../slug";
import type { InitialEntry } from "../initial-content";
import type { ExtractedPage } from "./page-content";
import { segmentsInScope, type ImportScope } from "./urls";

interface FolderNode {
  kind: "folder";
  segment: string;
  slug: string;
  /** The page at the folder's own address, which names it. */
  indexPage?: PageNode;
  children: TreeNode[];
  slugs: Set<string>;
}

interface PageNode {
  kind: "page";
  page: ExtractedPage;
  slug: string;
  /** Its path from the section: folder slugs, then its slug. */
  path: string;
}

type TreeNode = FolderNode | PageNode;

const humanize = (segment: string) => {
  const words = segment.replace(/\.[a-z0-9]+$/i, "").replace(/[-_]+/g, " ").trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : segment;
};

/**
 * Places imported pages in folders following their URL path below the import's directory,
 * in discovery order (a folder where its first page was found). A page at a folder's own
 * address (`/docs/guides` or `/docs/guides/` beside `/docs/guides/install`) goes into that
 * folder and names it. Slugs come from the last path segment, or the title for a directory's
 * own page, made unique among siblings. Each page's content comes from `toContent`, given
 * `linkFor`: the path from that page to another imported page, relative, as the published
 * site resolves links, or null for an address not imported.
 */
export function arrangePages(
  pages: ExtractedPage[],
  scope: ImportScope,
  toContent: (page: ExtractedPage, linkFor: (url: URL) => string | null) => string,
): InitialEntry[] {
  const placed = pages.map((page) => {
    const segments = segmentsInScope(page.url, scope);
    return { page, folders: segments.slice(0, -1).filter(Boolean), leaf: segments.at(-1) ?? "" };
  });
  const folderPaths = new Set(placed.flatMap(({ folders }) => folders.map((_, depth) => folders.slice(0, depth + 1).join("/"))));
  const root: FolderNode = { kind: "folder", segment: "", slug: "", children: [], slugs: new Set() };
  const pathOf = new Map<string, string>();

  for (const { page, folders, leaf } of placed) {
    // A page whose address is a folder's is that folder's own page.
    const isFolderPage = leaf === "" || folderPaths.has([...folders, leaf].join("/"));
    const chain = isFolderPage && leaf !== "" ? [...folders, leaf] : folders;
    let folder = root;
    const slugPath: string[] = [];
    for (const segment of chain) {
      let child = folder.children.find((node): node is FolderNode => node.kind === "folder" && node.segment === segment);
      if (!child) {
        const slug = freeSlug(folder.slugs, slugify(segment), false);
        folder.slugs.add(slug);
        child = { kind: "folder", segment, slug, children: [], slugs: new Set() };
        folder.children.push(child);
      }
      slugPath.push(child.slug);
      folder = child;
    }
    const slug = freeSlug(folder.slugs, slugify(isFolderPage ? page.title : leaf.replace(/\.html?$/i, "")), false);
    folder.slugs.add(slug);
    const node: PageNode = { kind: "page", page, slug, path: [...slugPath, slug].join("/") };
    if (isFolderPage && folder !== root) folder.indexPage ??= node;
    folder.children.push(node);
    pathOf.set(page.url.href, node.path);
  }

  const toEntries = (nodes: TreeNode[]): InitialEntry[] =>
    nodes.map((node) =>
      node.kind === "folder"
        ? { kind: "folder", title: node.indexPage?.page.title ?? humanize(node.segment), slug: node.slug, children: toEntries(node.children) }
        : {
            kind: "page",
            title: node.page.title,
            slug: node.slug,
            content: toContent(node.page, (url) => {
              const target = pathOf.get(url.href);
              return target === undefined ? null : path.relative(path.dirname(node.path), target);
            }),
            metadata: { source: "website", source_path: node.page.url.href },
          },
    );
  return toEntries(root.children);
}
