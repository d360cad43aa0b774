import { db } from "../db";
import { escapeHtml } from "../html";
import type { NavVersion } from "../publishing/structure";
import { blobStore, type StoredBlob } from "../storage";
import type { SiteRequest } from "./serve";

/** The pages readers find by browsing (hidden ones are reached by their address only), default version first. */
async function allPages({ site }: SiteRequest) {
  const pages = await db.publishedPage.findMany({
    where: { snapshotId: site.snapshotId, hidden: false },
    orderBy: [{ versionSlug: "asc" }, { position: "asc" }],
    select: { title: true, path: true, versionSlug: true, sectionTitle: true, renderedPage: { select: { markdown: true } } },
  });
  const versions = new Map(site.versions.map((version) => [version.slug, version]));
  // The default version first, in reading order.
  return pages
    .map((page) => ({ ...page, version: versions.get(page.versionSlug)! }))
    .sort((a, b) => Number(b.version.isDefault) - Number(a.version.isDefault));
}

/** llms.txt: the project's pages as a markdown index (https://llmstxt.org). */
export async function llmsTxt(target: SiteRequest): Promise<string> {
  const { site, address } = target;
  const lines = [
    `# ${site.name}`,
    "",
    `> Documentation of ${site.name}. Full text: ${address.absolute(`${address.linkBase}/llms-full.txt`)}`,
    "",
    `MCP server (search, list and read these pages from an AI assistant, Streamable HTTP): ${address.absolute(address.mcpUrl())}`,
    "",
  ];
  let heading = "";
  for (const page of await allPages(target)) {
    const group = `${page.version.isDefault ? "" : `${page.version.name}: `}${page.sectionTitle}`;
    if (group !== heading) lines.push(...(heading ? [""] : []), `## ${group}`, "");
    heading = group;
    lines.push(`- [${page.title}](${address.absolute(address.rawUrl(page.version, page.path))})`);
  }
  return lines.join("\n") + "\n";
}

/** llms-full.txt: every page's markdown of the default version, one after another. */
export async function llmsFullTxt(target: SiteRequest): Promise<string> {
  const { site, address } = target;
  const parts = [`# ${site.name}`];
  for (const page of (await allPages(target)).filter((candidate) => candidate.version.isDefault)) {
    parts.push(`---\ntitle: ${page.title}\nurl: ${address.absolute(address.pageUrl(page.version, page.path))}\n---\n\n${page.renderedPage.markdown.trim()}`);
  }
  return parts.join("\n\n") + "\n";
}

export async function sitemapXml(target: SiteRequest): Promise<string> {
  const { site, address } = target;
  const lastmod = site.publishedAt.toISOString();
  const url = (path: string) => `  <url><loc>${escapeHtml(address.absolute(path))}</loc><lastmod>${lastmod}</lastmod></url>`;
  const urls = (await allPages(target)).map((page) => url(address.pageUrl(page.version, page.path)));
  // Tag pages, as Docusaurus lists them: the index of each version with tags, then each tag.
  for (const version of site.versions) {
    const tags = [...(site.index.get(version.slug)?.byTag.keys() ?? [])];
    if (tags.length > 0) urls.push(url(address.tagsUrl(version)), ...tags.map((tag) => url(address.tagsUrl(version, tag))));
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt of a site: crawl a public one and find its sitemap; keep crawlers out of a private one. */
export function robotsTxt({ site, address }: SiteRequest): string {
  if (!site.isPublic) return "User-agent: *\nDisallow: /\n";
  return `User-agent: *\nAllow: /\n\nSitemap: ${address.absolute(`${address.linkBase}/sitemap.xml`)}\n`;
}

/** A page's markdown source, as its authors wrote it, under its title. */
export async function rawMarkdown({ site }: SiteRequest, version: NavVersion, path: string): Promise<string | null> {
  const page = await db.publishedPage.findFirst({
    where: { snapshotId: site.snapshotId, versionSlug: version.slug, path },
    select: { title: true, renderedPage: { select: { markdown: true } } },
  });
  return page && `# ${page.title}\n\n${page.renderedPage.markdown.trim()}\n`;
}

/** An asset of a served project. */
export async function loadSiteAsset({ site }: SiteRequest, assetId: string): Promise<(StoredBlob & { filename: string }) | null> {
  const asset = await db.asset.findFirst({ where: { id: assetId, documentationId: site.documentationId }, select: { blobKey: true, filename: true } });
  if (!asset) return null;
  const blob = await blobStore().get(asset.blobKey);
  return blob ? { ...blob, filename: asset.filename } : null;
}
