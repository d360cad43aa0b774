import { LRUCache } from "lru-cache";
import { db } from "../db";
import { countPublicSites, listPublicSites } from "../documentation/service";
import { workspaceOf } from "../feedback/workspace";
import { hubPath, siteBasePath } from "../publishing/structure";
import { onSiteChanged } from "./changes";

export const hubPageSize = 30;

/** The most sites the organization's llms.txt lists: an assistant reads it whole. */
const llmsTxtSiteLimit = 1000;

const organizationBySlug = (slug: string) => db.organization.findUnique({ where: { slug }, select: { id: true, name: true, slug: true } });

/**
 * An organization's documentation hub (`/docs/{organization}`): its public sites a page at a
 * time, by name, and whether its roadmap is public. Null when there is nothing to show: no such
 * organization, no public site, or a page past the last.
 */
export async function documentationHub(organizationSlug: string, page: number) {
  const organization = await organizationBySlug(organizationSlug);
  if (!organization) return null;
  const [{ sites, total }, workspace] = await Promise.all([
    listPublicSites(organization.id, { limit: hubPageSize, offset: (page - 1) * hubPageSize }),
    workspaceOf(organization.id),
  ]);
  if (sites.length === 0) return null;
  return { organization, sites, total, pageCount: Math.ceil(total / hubPageSize), publicRoadmap: workspace.publicRoadmap };
}

interface HubLink {
  organizationName: string;
  path: string;
}

/**
 * hubLink's answers, kept as long as the sites' own cache trusts a site (SITE_CACHE_TTL_MS) and
 * forgotten when a site of this process changes: a crawler following stale links would
 * otherwise cost two queries per address.
 */
const hubLinks = new LRUCache<string, { link: HubLink | null }>({ max: 1_000, ttl: Number(process.env.SITE_CACHE_TTL_MS ?? 5_000) });
onSiteChanged(() => hubLinks.clear());

/**
 * Where a reader at an organization's address that names no site (a project renamed, say) can
 * go on: the organization's hub, when it has a public site to show.
 */
export async function hubLink(organizationSlug: string): Promise<HubLink | null> {
  const known = hubLinks.get(organizationSlug);
  if (known) return known.link;
  const organization = await organizationBySlug(organizationSlug);
  const link = organization && (await countPublicSites(organization.id)) > 0 ? { organizationName: organization.name, path: hubPath(organization.slug) } : null;
  hubLinks.set(organizationSlug, { link });
  return link;
}

/**
 * The hub for AI assistants (`/docs/{organization}/llms.txt`, as llmstxt.org lays it out):
 * each public site with its description, linked to the site's own llms.txt. Null when the hub
 * would show nothing.
 */
export async function hubLlmsTxt(organizationSlug: string, origin: string): Promise<string | null> {
  const organization = await organizationBySlug(organizationSlug);
  if (!organization) return null;
  const { sites } = await listPublicSites(organization.id, { limit: llmsTxtSiteLimit });
  if (sites.length === 0) return null;
  const lines = [
    `# ${organization.name} documentation`,
    "",
    `> The documentation sites ${organization.name} publishes (${origin}${hubPath(organization.slug)}). Each has its own llms.txt, its full text at llms-full.txt, and an MCP server at /mcp.`,
    "",
    "## Sites",
    "",
    ...sites.map((site) => `- [${site.name}](${origin}${siteBasePath(organization.slug, site.slug)}/llms.txt)${site.description ? `: ${site.description}` : ""}`),
  ];
  return lines.join("\n") + "\n";
}
