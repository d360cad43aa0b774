import { createHash } from "node:crypto";
import { planIncludes } from "../billing/quota";
import { db } from "../db";
import type { StoredConfig } from "../documentation/schemas";
import type { NavNode, NavVersion } from "../publishing/structure";
import { assetPath, siteBasePath } from "../publishing/structure";
import { resolveSiteConfig, type SiteConfig } from "./config";

/** A page's place in its version: reading order and where it sits in the navigation. */
export interface PagePlace {
  path: string;
  title: string;
  /** In `pages`, the reading order; -1 for a hidden page, which has none. */
  position: number;
  /** Titles of the section and folders above the page, outermost first. */
  trail: { id: string; title: string }[];
  /** The entry's description, shown under the title and to search engines. */
  description?: string;
  /** Left out of the navigation: reached by its address only, and not indexed. */
  hidden?: true;
  /** The entry's tags, each linking to the version's pages with that tag. */
  tags?: string[];
}

/** What a snapshot says about one version: its pages in reading order, and every page by path (hidden ones too). */
export interface VersionIndex {
  pages: PagePlace[];
  byPath: Map<string, PagePlace>;
  /** Each tag by its key (`tagKey`): its label and listed pages in reading order; tags in the order they first appear. */
  byTag: Map<string, TaggedPages>;
}

export interface TaggedPages {
  /** The tag as the first page to carry it writes it. */
  label: string;
  pages: PagePlace[];
}

/** Tags differing only in case are one tag (as Docusaurus groups them): "API" and "api" list together. */
export const tagKey = (tag: string) => tag.toLowerCase();

/** A project's live published site, as readers see it; one object per live snapshot and configuration. */
export interface LiveSite {
  documentationId: string;
  organizationId: string;
  name: string;
  description: string | null;
  /** Anyone may read it: a public project without a password. */
  isPublic: boolean;
  /**
   * A public project's password, hashed: readers sign in with it (lib/site/password.ts). Kept
   * whatever the plan, so a plan that loses password_protection does not open the site.
   */
  passwordHash: string | null;
  /** Where the site lives on the platform's own host, e.g. `/docs/acme/handbook`. */
  base: string;
  snapshotId: string;
  publishedAt: Date;
  versions: NavVersion[];
  defaultVersion: NavVersion;
  /** Each version's pages, by version slug. */
  index: Map<string, VersionIndex>;
  config: SiteConfig;
  /** The configured custom domain, when the plan includes custom domains. */
  customDomain: string | null;
  /** Whether the platform's mark is shown (plans without `remove_branding`). */
  showBranding: boolean;
  logoUrl: string | null;
  /** The logo's asset, which the pages' social cards draw. */
  logoAssetId: string | null;
  faviconUrl: string | null;
  /** Site-relative path (no leading slash) → target path, for paths that are not pages. */
  redirects: Map<string, string>;
  /** Changes whenever anything that shapes the site's pages changes: renders are keyed by it. */
  stamp: string;
}

/** A snapshot's navigation never changes: read once, with each version's pages indexed. */
interface SnapshotNavigation {
  versions: NavVersion[];
  index: Map<string, VersionIndex>;
}

const snapshotNavigations = new Map<string, Promise<SnapshotNavigation>>();

export function indexVersion(version: NavVersion): VersionIndex {
  const pages: PagePlace[] = [];
  const walk = (nodes: NavNode[], trail: PagePlace["trail"]) => {
    for (const node of nodes) {
      if (node.kind === "page") {
        pages.push({ path: node.path, title: node.title, position: pages.length, trail, ...(node.description && { description: node.description }), ...(node.tags && { tags: node.tags }) });
      }
      // A page with children is a folder that lists the page first; its trail stops above it.
      else walk(node.children, node.children[0]?.kind === "page" && node.children[0].id === node.id ? trail : [...trail, { id: node.id, title: node.title }]);
    }
  };
  walk(version.nav, []);
  const byPath = new Map(pages.map((page) => [page.path, page]));
  for (const page of version.hiddenPages ?? []) {
    byPath.set(page.path, { path: page.path, title: page.title, position: -1, trail: page.trail, description: page.description, hidden: true, tags: page.tags });
  }
  const byTag = new Map<string, TaggedPages>();
  for (const page of pages) {
    for (const key of new Set(page.tags?.map(tagKey))) {
      const tagged = byTag.get(key);
      if (tagged) tagged.pages.push(page);
      else byTag.set(key, { label: page.tags!.find((tag) => tagKey(tag) === key)!, pages: [page] });
    }
  }
  return { pages, byPath, byTag };
}

/** A snapshot's navigation (a few MB for 10,000 pages), read from the database once. */
function snapshotNavigation(snapshotId: string): Promise<SnapshotNavigation> {
  let navigation = snapshotNavigations.get(snapshotId);
  if (!navigation) {
    navigation = db.publishedSnapshot.findUniqueOrThrow({ where: { id: snapshotId }, select: { navigation: true } }).then((row) => {
      const versions = row.navigation as unknown as NavVersion[];
      return { versions, index: new Map(versions.map((version) => [version.slug, indexVersion(version)])) };
    });
    navigation.catch(() => snapshotNavigations.delete(snapshotId));
    // Few projects are served at once; the oldest snapshot read goes first.
    if (snapshotNavigations.size >= 20) snapshotNavigations.delete(snapshotNavigations.keys().next().value!);
    snapshotNavigations.set(snapshotId, navigation);
  }
  return navigation;
}

export type SiteKey = { organization: string; documentation: string } | { host: string };

/**
 * Reads a live site from the database: null when it is not served (unknown slugs or domain,
 * never published, the organization's documentation switched off). Access to private
 * projects is checked per request, not here.
 */
export async function readLiveSite(key: SiteKey): Promise<LiveSite | null> {
  const documentation = await db.documentation.findFirst({
    where:
      "host" in key
        ? { config: { path: ["custom_domain"], equals: key.host }, organization: { documentationActive: true } }
        : { slug: key.documentation, organization: { slug: key.organization, documentationActive: true } },
    select: {
      id: true,
      name: true,
      slug: true,
      description: true,
      isPublic: true,
      config: true,
      updatedAt: true,
      organization: { select: { id: true, slug: true, plan: true, updatedAt: true } },
      publishedSite: { select: { snapshotId: true, publishedAt: true } },
      siteRedirects: { select: { fromPath: true, toPath: true, createdAt: true } },
    },
  });
  if (!documentation?.publishedSite) return null;
  const { versions, index } = await snapshotNavigation(documentation.publishedSite.snapshotId);
  const defaultVersion = versions.find((version) => version.isDefault);
  if (!defaultVersion) return null;
  const stored = documentation.config as StoredConfig;
  const { plan } = documentation.organization;
  const customDomain = stored.custom_domain && planIncludes(plan, "custom_domain") ? stored.custom_domain : null;
  if ("host" in key && !customDomain) return null;
  const base = siteBasePath(documentation.organization.slug, documentation.slug);
  const assetIds = [stored.logo_asset_id, stored.favicon_asset_id].filter((id): id is string => !!id);
  const assets = assetIds.length
    ? await db.asset.findMany({ where: { id: { in: assetIds }, documentationId: documentation.id }, select: { id: true, filename: true } })
    : [];
  const assetUrl = (id: string | undefined) => {
    const asset = assets.find((candidate) => candidate.id === id);
    return asset ? assetPath(base, asset) : null;
  };
  const showBranding = !planIncludes(plan, "remove_branding");
  const passwordHash = (documentation.isPublic && stored.site_password_hash) || null;
  const redirects = new Map(documentation.siteRedirects.map((redirect) => [redirect.fromPath, redirect.toPath]));
  const stamp = createHash("sha256")
    .update(
      JSON.stringify([
        documentation.publishedSite.snapshotId,
        documentation.updatedAt,
        documentation.organization.updatedAt,
        documentation.organization.plan,
        base,
        assets,
        documentation.siteRedirects.map((redirect) => [redirect.fromPath, redirect.toPath]),
      ]),
    )
    .digest("base64url")
    .slice(0, 22);
  return {
    documentationId: documentation.id,
    organizationId: documentation.organization.id,
    name: documentation.name,
    description: documentation.description,
    isPublic: documentation.isPublic && !passwordHash,
    passwordHash,
    base,
    snapshotId: documentation.publishedSite.snapshotId,
    publishedAt: documentation.publishedSite.publishedAt,
    versions,
    defaultVersion,
    index,
    config: resolveSiteConfig(stored),
    customDomain,
    showBranding,
    logoUrl: assetUrl(stored.logo_asset_id ?? undefined),
    logoAssetId: assets.find((asset) => asset.id === stored.logo_asset_id)?.id ?? null,
    faviconUrl: assetUrl(stored.favicon_asset_id ?? undefined),
    redirects,
    stamp,
  };
}
