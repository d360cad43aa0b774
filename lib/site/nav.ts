import { escapeHtml } from "../html";
import { navIconHtml } from "./nav-icons";
import type { NavNode, NavVersion } from "../publishing/structure";
import type { PagePlace } from "./live-site";

/** Where the sidebar's links point: the site's base for this request and the version shown. */
export interface NavContext {
  /** The version's address, e.g. `/docs/acme/handbook/v1` or `` on a custom domain. */
  versionBase: string;
  /** The address of the version's navigation fragments. */
  fragmentBase: string;
  collapseFolders: boolean;
}

/** Items of one list shown around the current page; longer lists load in full on demand. */
export const listWindow = 100;
/** Pages listed in a sidebar before further folders stay closed (they load when opened). */
const linkBudget = 400;

const pageHref = (context: NavContext, path: string) => `${context.versionBase}/${path}`;
/** What the sidebar shows for a node, escaped: its icon, then its sidebar title or its title. */
const navLabel = (node: NavNode) => navIconHtml(node.icon) + escapeHtml(node.kind === "section" ? node.title : (node.label ?? node.title));

function firstPage(node: NavNode): (NavNode & { kind: "page" }) | null {
  if (node.kind === "page") return node;
  for (const child of node.children) {
    const found = firstPage(child);
    if (found) return found;
  }
  return null;
}

/** A closed group: its first page stands in (useful without JavaScript) until it is opened. */
function closedGroup(node: NavNode & { kind: "section" | "folder" }, context: NavContext): string {
  const first = firstPage(node);
  const placeholder = first ? `<ul><li><a href="${escapeHtml(pageHref(context, first.path))}">${navLabel(first)}</a></li></ul>` : "";
  return `<li class="nav-${node.kind}"><details data-nav="${escapeHtml(`${context.fragmentBase}/${node.id}`)}"><summary>${navLabel(node)}</summary>${placeholder}</details></li>`;
}

interface Walk {
  context: NavContext;
  /** Ids of the section and folders above the current page. */
  open: Set<string>;
  currentPath: string | null;
  budget: number;
}

function items(nodes: NavNode[], walk: Walk, ownerId: string | null): string {
  let shown = nodes;
  let more = "";
  if (nodes.length > listWindow && ownerId) {
    const current = Math.max(
      0,
      nodes.findIndex((node) => (node.kind === "page" ? node.path === walk.currentPath : walk.open.has(node.id))),
    );
    const start = Math.max(0, Math.min(current - listWindow / 2, nodes.length - listWindow));
    shown = nodes.slice(start, start + listWindow);
    more = `<li class="nav-more"><button type="button" data-nav-all="${escapeHtml(`${walk.context.fragmentBase}/${ownerId}`)}">Show all ${nodes.length}</button></li>`;
  }
  return shown.map((node) => item(node, walk)).join("") + more;
}

function item(node: NavNode, walk: Walk): string {
  if (node.kind === "page") {
    walk.budget--;
    const current = node.path === walk.currentPath ? ` aria-current="page"` : "";
    return `<li><a href="${escapeHtml(pageHref(walk.context, node.path))}"${current}>${navLabel(node)}</a></li>`;
  }
  const onPath = walk.open.has(node.id);
  const expand = onPath || (node.kind === "folder" && !walk.context.collapseFolders && walk.budget > 0);
  if (!expand) return closedGroup(node, walk.context);
  return `<li class="nav-${node.kind}"><details open><summary>${navLabel(node)}</summary><ul>${items(node.children, walk, node.id)}</ul></details></li>`;
}

/**
 * The sidebar of a page: every section of the version by title, the current one open down to
 * the page, other sections closed (fetched when opened). Its size depends on the current
 * section's shape, not on the project's size.
 */
export function sidebarHtml(version: NavVersion, place: PagePlace | null, context: NavContext): string {
  const walk: Walk = { context, open: new Set(place?.trail.map((step) => step.id)), currentPath: place?.path ?? null, budget: linkBudget };
  return `<ul class="nav-root">${items(version.nav, walk, null)}</ul>`;
}

/** The children of one section or folder, everything closed below them: what opening it loads. */
export function navFragmentHtml(version: NavVersion, nodeId: string, context: NavContext): string | null {
  const find = (nodes: NavNode[]): NavNode | null => {
    for (const node of nodes) {
      if (node.id === nodeId && node.kind !== "page") return node;
      if (node.kind !== "page") {
        const found = find(node.children);
        if (found) return found;
      }
    }
    return null;
  };
  const node = find(version.nav);
  if (!node || node.kind === "page") return null;
  const walk: Walk = { context: { ...context, collapseFolders: true }, open: new Set(), currentPath: null, budget: 0 };
  return `<ul>${node.children.map((child) => item(child, walk)).join("")}</ul>`;
}
