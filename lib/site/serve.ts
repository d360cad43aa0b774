import { resolveDocumentationAccess } from "../auth/access";
import { authenticate } from "../auth/authenticate";
import { db } from "../db";
import { DomainError, notFound } from "../errors";
import { syncedPageEditLink } from "../git-sync/edit-url";
import { escapeHtml } from "../html";
import { asNextRequest } from "../http/next-request";
import { requestOrigin } from "../http/origin";
import type { TocItem } from "../rendering/markdown";
import type { NavVersion } from "../publishing/structure";
import { SiteAddress } from "./address";
import { siteAssetUrls } from "./assets";
import { prefersMarkdown, publicAddress, rememberPublicAnswer, respond } from "./answers";
import { cachedAnswer, cachedSite, readerCacheOnly, type Audience } from "./cache";
import { customDomainHeader, customDomainPrefix } from "./domains";
import { tagKey, type LiveSite, type PagePlace } from "./live-site";
import { navFragmentHtml } from "./nav";
import { notFoundHtml, pageHtml, tagsHtml, type PageContent } from "./page-html";
import { hubLink } from "./hub";
import { hasSiteAccess, signInResponse, SitePasswordRequired } from "./password";
import { suggestPages } from "./suggestions";
import { rawMarkdown } from "./texts";

export interface SiteParams {
  organization: string;
  documentation: string;
}

/** A site as one request reaches it. */
export interface SiteRequest {
  site: LiveSite;
  address: SiteAddress;
  request: Request;
  /** Until when the site's state is trusted without asking the database. */
  validUntil: number;
}

async function viewerMayRead(request: Request, documentationId: string): Promise<boolean> {
  try {
    await resolveDocumentationAccess(await authenticate(asNextRequest(request)), documentationId);
    return true;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}

/** The live site a request names (its custom domain, else the path's slugs), whoever asks; 404 when there is none. */
export async function findSiteRequest(request: Request, params: SiteParams): Promise<SiteRequest> {
  const host = request.headers.get(customDomainHeader);
  const cached = await cachedSite(host ? { host } : params);
  if (!cached) throw notFound("Documentation");
  return { site: cached.site, address: new SiteAddress(cached.site, !!host, requestOrigin(request)), request, validUntil: cached.validUntil };
}

/**
 * The live site a request names, for a viewer who may read it. 404 whatever the reason: unknown,
 * never published, switched off, or private and the viewer's token or session may not read it.
 * A site behind a password answers 401 (SitePasswordRequired) unless the reader signed in to it
 * or is someone who may read the project anyway (a member's session, a token).
 */
export async function resolveSiteRequest(request: Request, params: SiteParams): Promise<SiteRequest> {
  const target = await findSiteRequest(request, params);
  const { site } = target;
  if (site.isPublic || (site.passwordHash && hasSiteAccess(request, site)) || (await viewerMayRead(request, site.documentationId))) return target;
  if (site.passwordHash) throw new SitePasswordRequired(target);
  throw notFound("Documentation");
}

/**
 * Makes (once per live snapshot, configuration and address variant) and answers a body of the
 * site. A public one is also remembered by its address, for the proxy to answer before routing.
 * `audience` sets who may cache it: the site's readers' caches, shared ones too when public.
 */
export async function serveCached(
  target: SiteRequest,
  name: string,
  contentType: string,
  make: () => Promise<string | Uint8Array | null>,
  audience: Audience = target.site,
): Promise<Response> {
  const { site, address, request } = target;
  const answer = await cachedAnswer(`${site.documentationId}|${site.stamp}|${address.variant}|${name}`, contentType, audience, make);
  if (!answer) throw notFound("Page");
  const url = new URL(request.url);
  if (site.isPublic && !url.search) {
    // On a custom domain the proxy rewrote the path under `/docs/-/-`; the reader asked for the rest.
    const pathname = address.onCustomDomain ? url.pathname.slice(customDomainPrefix.length) || "/" : url.pathname;
    const host = address.onCustomDomain ? request.headers.get(customDomainHeader)! : address.platformOrigin;
    rememberPublicAnswer(publicAddress(host, pathname, request.headers.get("accept")), {
      answer,
      documentationId: site.documentationId,
      organizationId: site.organizationId,
      validUntil: target.validUntil,
    });
  }
  return respond(answer, request.headers.get("if-none-match"));
}

/** Splits a site path into its version (a leading version slug, else the default) and page path. */
export function resolveSitePath(site: LiveSite, segments: string[]): { version: NavVersion; path: string } {
  const named = segments[0] ? site.versions.find((version) => version.slug === segments[0] && !version.isDefault) : undefined;
  return named ? { version: named, path: segments.slice(1).join("/") } : { version: site.defaultVersion, path: segments.join("/") };
}

/** The page at a path of a version; the version's root shows its first page. */
export function findPage(site: LiveSite, version: NavVersion, path: string): PagePlace | null {
  const index = site.index.get(version.slug);
  return (path ? index?.byPath.get(path) : index?.pages[0]) ?? null;
}

/** The first page in reading order under a section's or folder's path, for an address that names the group rather than a page. */
function firstPageUnder(site: LiveSite, version: NavVersion, path: string): PagePlace | null {
  const prefix = `${path}/`;
  return site.index.get(version.slug)?.pages.find((page) => page.path.startsWith(prefix)) ?? null;
}

/** A published page's content from the live snapshot. */
async function readPageContent(site: LiveSite, version: NavVersion, path: string): Promise<PageContent | null> {
  const placement = await db.publishedPage.findFirst({
    where: { snapshotId: site.snapshotId, versionSlug: version.slug, path },
    select: { entryId: true, renderedPage: { select: { html: true, toc: true, createdAt: true } } },
  });
  if (!placement) return null;
  const { html, toc, createdAt } = placement.renderedPage;
  const editLink = site.config.navigation.showEditLinks ? await syncedPageEditLink(version.id, placement.entryId) : null;
  return { html, toc: toc as unknown as TocItem[], updatedAt: createdAt, editLink };
}

/**
 * Moved paths answer 308; a group's address answers 307, since its first page may change with
 * the next publish. Shared caches keep only a public site's: others name pages to their readers alone.
 */
function redirectResponse(site: LiveSite, location: string, permanence: "permanent" | "temporary" = "permanent"): Response {
  const cacheControl = site.isPublic ? "public, max-age=300" : "private, no-cache";
  return new Response(null, { status: permanence === "permanent" ? 308 : 307, headers: { location, "cache-control": cacheControl } });
}

const notFoundHeaders = { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" };

/**
 * The answer for an address that names no site: a small page of its own, which leads to the
 * organization's documentation hub when the organization has one.
 */
async function unknownSitePage(params: SiteParams): Promise<Response> {
  const hub = await hubLink(params.organization);
  const onward = hub ? `<p><a href="${escapeHtml(hub.path)}">See the documentation ${escapeHtml(hub.organizationName)} publishes</a></p>` : "";
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Page not found</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>Page not found</h1><p>There is no page at this address.</p>${onward}</body></html>`;
  return new Response(html, { status: 404, headers: notFoundHeaders });
}

/**
 * The answer for a path of a site that names no page: in the site's frame, with the pages of
 * the version the reader may have meant.
 */
function notFoundPage(target: SiteRequest, segments: string[] = []): Response {
  const { site, address } = target;
  const { version, path } = resolveSitePath(site, segments);
  const suggestions = suggestPages(site.index.get(version.slug)?.pages ?? [], path);
  const html = notFoundHtml({ site, address, version, assets: siteAssetUrls(), missingPath: segments.join("/"), suggestions });
  return new Response(html, { status: 404, headers: notFoundHeaders });
}

/** An HTML document of a site for a reader: no site is a page of its own, a site behind a password asks for it. */
async function serveReaderDocument(request: Request, params: SiteParams, answer: (target: SiteRequest) => Promise<Response>): Promise<Response> {
  let target: SiteRequest;
  try {
    target = await resolveSiteRequest(request, params);
  } catch (error) {
    if (error instanceof DomainError && error.code === "not_found") return unknownSitePage(params);
    if (error instanceof SitePasswordRequired) return signInResponse(error.target, { status: 401 });
    throw error;
  }
  return answer(target);
}

/**
 * A page of the published site: rendered once per live snapshot and configuration, then
 * served from memory. Paths that moved answer 308 to where the page lives now; a section's or
 * folder's path 307 to its first page. A request preferring `text/markdown` gets the markdown.
 */
export function servePage(request: Request, params: SiteParams & { path?: string[] }): Promise<Response> {
  return serveReaderDocument(request, params, (target) => pageAt(target, params.path ?? []));
}

async function pageAt(target: SiteRequest, encodedSegments: string[]): Promise<Response> {
  const { site, address } = target;
  let segments: string[];
  try {
    segments = encodedSegments.map(decodeURIComponent);
  } catch {
    return notFoundPage(target);
  }
  if (segments.at(-1)?.endsWith(".md")) return redirectResponse(site, `${address.linkBase}/-/raw/${segments.join("/")}`);
  // The default version lives at the root; its slug in the path is an alias.
  if (segments[0] === site.defaultVersion.slug) return redirectResponse(site, address.pageUrl(site.defaultVersion, segments.slice(1).join("/")));
  const { version, path } = resolveSitePath(site, segments);
  const place = findPage(site, version, path);
  if (!place) {
    const moved = site.redirects.get(segments.join("/"));
    if (moved !== undefined) return redirectResponse(site, `${address.linkBase}/${moved}`);
    const first = firstPageUnder(site, version, path);
    return first ? redirectResponse(site, address.pageUrl(version, first.path), "temporary") : notFoundPage(target, segments);
  }
  // Agents asking for markdown get the page's raw copy at its address, as `.md` gives it. Shared
  // caches that ignore `Vary: Accept` must not hand it to browsers: only the agent's own keeps it.
  if (prefersMarkdown(target.request.headers.get("accept"))) {
    const name = `agent-markdown:${version.slug}/${place.path}`;
    return serveCached(target, name, "text/markdown; charset=utf-8", () => rawMarkdown(target, version, place.path), readerCacheOnly);
  }
  return serveCached(target, `page:${version.slug}/${place.path}`, "text/html; charset=utf-8", async () => {
    const content = await readPageContent(site, version, place.path);
    return content && pageHtml({ site, address, version, place, content, assets: siteAssetUrls() });
  });
}

/** A version's tags, or the pages of one (`tag`, one segment); an unknown version or tag is "Page not found". */
export function serveTags(request: Request, params: SiteParams & { version: string; tag?: string[] }): Promise<Response> {
  return serveReaderDocument(request, params, async (target) => {
    const version = target.site.versions.find((candidate) => candidate.slug === params.version);
    let tag: string | null = null;
    try {
      tag = params.tag?.length === 1 ? tagKey(decodeURIComponent(params.tag[0]!)) : null;
    } catch {
      return notFoundPage(target);
    }
    const known = version && (params.tag === undefined || (tag !== null && target.site.index.get(version.slug)?.byTag.has(tag)));
    if (!version || !known) return notFoundPage(target);
    return serveCached(target, `tags:${version.slug}/${tag ?? ""}`, "text/html; charset=utf-8", async () =>
      tagsHtml({ site: target.site, address: target.address, version, assets: siteAssetUrls(), tag }),
    );
  });
}

/** The children of a section or folder, for the sidebar to show when it is opened. */
export async function serveNavFragment(request: Request, params: SiteParams & { version: string; node: string }): Promise<Response> {
  const target = await resolveSiteRequest(request, params);
  const version = target.site.versions.find((candidate) => candidate.slug === params.version);
  if (!version) throw notFound("Version");
  return serveCached(target, `nav:${version.slug}/${params.node}`, "text/html; charset=utf-8", async () =>
    navFragmentHtml(version, params.node, {
      versionBase: target.address.versionBase(version),
      fragmentBase: target.address.navFragmentBase(version),
      collapseFolders: true,
    }),
  );
}

/** A body of the site (llms.txt, a sitemap, a page's markdown or social card), made once per live snapshot and configuration. */
export async function serveSiteBody(
  request: Request,
  params: SiteParams,
  name: string,
  contentType: string,
  make: (target: SiteRequest) => Promise<string | Uint8Array | null> | string | null,
): Promise<Response> {
  const target = await resolveSiteRequest(request, params);
  return serveCached(target, name, contentType, async () => make(target));
}
