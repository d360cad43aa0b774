import { asNextRequest } from "../http/next-request";
import { resolveDocumentationAccess } from "../auth/access";
import { authenticate } from "../auth/authenticate";
import { db } from "../db";
import { DomainError } from "../errors";
import { escapeHtml } from "../html";
import { blobStore, type StoredBlob } from "../storage";
import type { TocItem } from "../rendering/markdown";
import { siteBasePath, versionBasePath, type NavVersion } from "./structure";

/** A project's live published site, as readers see it. */
export interface LiveSite {
  documentationId: string;
  name: string;
  base: string;
  snapshotId: string;
  publishedAt: Date;
  versions: NavVersion[];
  defaultVersion: NavVersion;
}

export interface SitePage {
  version: NavVersion;
  path: string;
  title: string;
  sectionTitle: string;
  html: string;
  markdown: string;
  toc: TocItem[];
  previous: { title: string; url: string } | null;
  next: { title: string; url: string } | null;
}

/**
 * The live site of a project, or null when it is not served: unknown slugs, never
 * published, the organization's documentation switched off, or a private project the
 * viewer may not read (the request's bearer token or dashboard session decides).
 */
export async function loadLiveSite(organizationSlug: string, documentationSlug: string, request: Request): Promise<LiveSite | null> {
  const documentation = await db.documentation.findFirst({
    where: { slug: documentationSlug, organization: { slug: organizationSlug, documentationActive: true } },
    select: {
      id: true,
      name: true,
      isPublic: true,
      publishedSite: { select: { snapshotId: true, publishedAt: true, snapshot: { select: { navigation: true } } } },
    },
  });
  if (!documentation?.publishedSite) return null;
  if (!documentation.isPublic && !(await viewerMayRead(request, documentation.id))) return null;
  const versions = documentation.publishedSite.snapshot.navigation as unknown as NavVersion[];
  const defaultVersion = versions.find((version) => version.isDefault);
  if (!defaultVersion) return null;
  return {
    documentationId: documentation.id,
    name: documentation.name,
    base: siteBasePath(organizationSlug, documentationSlug),
    snapshotId: documentation.publishedSite.snapshotId,
    publishedAt: documentation.publishedSite.publishedAt,
    versions,
    defaultVersion,
  };
}

async function viewerMayRead(request: Request, documentationId: string): Promise<boolean> {
  try {
    const principal = await authenticate(asNextRequest(request));
    await resolveDocumentationAccess(principal, documentationId);
    return true;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}

/** Splits a site path into its version (a leading version slug, else the default) and page path. */
export function resolveSitePath(site: LiveSite, segments: string[]): { version: NavVersion; path: string; explicitVersion: boolean } {
  const named = segments[0] ? site.versions.find((version) => version.slug === segments[0] && !version.isDefault) : undefined;
  return named
    ? { version: named, path: segments.slice(1).join("/"), explicitVersion: true }
    : { version: site.defaultVersion, path: segments.join("/"), explicitVersion: false };
}

export const pageUrl = (site: LiveSite, version: NavVersion, path: string) => `${versionBasePath(site.base, version)}/${path}`;

/** A page of the live snapshot (the version's first page for an empty path), with its neighbours. */
export async function loadSitePage(site: LiveSite, version: NavVersion, path: string): Promise<SitePage | null> {
  const placement = await db.publishedPage.findFirst({
    where: { snapshotId: site.snapshotId, versionSlug: version.slug, ...(path ? { path } : {}) },
    orderBy: { position: "asc" },
    include: { renderedPage: { select: { html: true, markdown: true, toc: true } } },
  });
  if (!placement) return null;
  const [previous, next] = await Promise.all([
    db.publishedPage.findFirst({
      where: { snapshotId: site.snapshotId, versionSlug: version.slug, position: { lt: placement.position } },
      orderBy: { position: "desc" },
      select: { title: true, path: true },
    }),
    db.publishedPage.findFirst({
      where: { snapshotId: site.snapshotId, versionSlug: version.slug, position: { gt: placement.position } },
      orderBy: { position: "asc" },
      select: { title: true, path: true },
    }),
  ]);
  const link = (page: { title: string; path: string } | null) => (page ? { title: page.title, url: pageUrl(site, version, page.path) } : null);
  return {
    version,
    path: placement.path,
    title: placement.title,
    sectionTitle: placement.sectionTitle,
    html: placement.renderedPage.html,
    markdown: placement.renderedPage.markdown,
    toc: placement.renderedPage.toc as unknown as TocItem[],
    previous: link(previous),
    next: link(next),
  };
}

async function allPages(site: LiveSite) {
  const pages = await db.publishedPage.findMany({
    where: { snapshotId: site.snapshotId },
    orderBy: [{ versionSlug: "asc" }, { position: "asc" }],
    select: { title: true, path: true, versionSlug: true, sectionTitle: true, renderedPage: { select: { markdown: true, plainText: true } } },
  });
  const versions = new Map(site.versions.map((version) => [version.slug, version]));
  // The default version first, in reading order.
  return pages
    .map((page) => ({ ...page, version: versions.get(page.versionSlug)! }))
    .sort((a, b) => Number(b.version.isDefault) - Number(a.version.isDefault));
}

export const rawUrl = (site: LiveSite, version: NavVersion, path: string) =>
  `${site.base}/-/raw/${version.isDefault ? "" : `${version.slug}/`}${path}.md`;

/** llms.txt: the project's pages as a markdown index (https://llmstxt.org). */
export async function llmsTxt(site: LiveSite, origin: string): Promise<string> {
  const lines = [`# ${site.name}`, "", `> Documentation of ${site.name}. Full text: ${origin}${site.base}/llms-full.txt`, ""];
  let heading = "";
  for (const page of await allPages(site)) {
    const group = `${page.version.isDefault ? "" : `${page.version.name}: `}${page.sectionTitle}`;
    if (group !== heading) lines.push(...(heading ? [""] : []), `## ${group}`, "");
    heading = group;
    lines.push(`- [${page.title}](${origin}${rawUrl(site, page.version, page.path)})`);
  }
  return lines.join("\n") + "\n";
}

/** llms-full.txt: every page's markdown of the default version, one after another. */
export async function llmsFullTxt(site: LiveSite, origin: string): Promise<string> {
  const parts = [`# ${site.name}`];
  for (const page of (await allPages(site)).filter((candidate) => candidate.version.isDefault)) {
    parts.push(`---\ntitle: ${page.title}\nurl: ${origin}${pageUrl(site, page.version, page.path)}\n---\n\n${page.renderedPage.markdown.trim()}`);
  }
  return parts.join("\n\n") + "\n";
}

export async function sitemapXml(site: LiveSite, origin: string): Promise<string> {
  const lastmod = site.publishedAt.toISOString();
  const urls = (await allPages(site)).map(
    (page) => `  <url><loc>${escapeHtml(origin + pageUrl(site, page.version, page.path))}</loc><lastmod>${lastmod}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** An asset of a served project. */
export async function loadSiteAsset(site: LiveSite, assetId: string): Promise<(StoredBlob & { filename: string }) | null> {
  const asset = await db.asset.findFirst({ where: { id: assetId, documentationId: site.documentationId }, select: { blobKey: true, filename: true } });
  if (!asset) return null;
  const blob = await blobStore().get(asset.blobKey);
  return blob ? { ...blob, filename: asset.filename } : null;
}
