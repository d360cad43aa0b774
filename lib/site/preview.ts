import { planIncludes } from "../billing/quota";
import { resolveDocumentationAccess, type DocumentationAccess } from "../auth/access";
import { authenticate } from "../auth/authenticate";
import { db } from "../db";
import type { StoredConfig } from "../documentation/schemas";
import { DomainError, notFound } from "../errors";
import { escapeHtml } from "../html";
import { asNextRequest } from "../http/next-request";
import { requestOrigin } from "../http/origin";
import { includeLoader, linkTarget, linkTargetsOf } from "../publishing/render-pages";
import { loadDocumentationStructure, type DocumentationStructure } from "../publishing/structure";
import { expandIncludes, missingIncludeNotice } from "../rendering/includes";
import { renderMarkdown } from "../rendering/markdown";
import { substituteVariables } from "../rendering/variables";
import { queryTerms } from "../search/search";
import { searchSnippet } from "../search/snippet";
import type { SearchPage } from "../search/views";
import { sign, verifySignature } from "../secrets";
import { SiteAddress } from "./address";
import { siteAssetUrls } from "./assets";
import { resolveSiteConfig } from "./config";
import { indexVersion, type LiveSite } from "./live-site";
import { navFragmentHtml } from "./nav";
import { notFoundHtml, pageHtml } from "./page-html";
import { findPage, resolveSitePath } from "./serve";
import { suggestPages } from "./suggestions";
import { findVersion } from "../versions/service";
import { branchContent, branchVersionRows } from "../change-requests/overlay";
import { findChangeRequest, type ChangeRequestRef } from "../change-requests/service";
import type { PreviewLinkView } from "../change-requests/views";

/**
 * Private previews of a change request's branch or of a version's draft: the whole site as a
 * publish would render it (same navigation, page template, components and search box), under
 * `/preview/…`, for members and for holders of a signed, expiring link. Never cached publicly
 * nor indexed; nothing is written (renders are not stored).
 */
export type PreviewTarget = { kind: "change-requests" | "versions"; id: string };

const signingPurpose = "preview";
const cookieName = "dp_preview";
const previewHeaders = { "cache-control": "private, no-store", "x-robots-tag": "noindex, nofollow" };

export const previewBase = (target: PreviewTarget) => `/preview/${target.kind}/${target.id}`;
const signedMessage = (target: PreviewTarget, expires: number) => `${target.kind}:${target.id}:${expires}`;

/** A link anyone holding it may open until it expires. */
export async function createPreviewLink(access: DocumentationAccess, ref: ChangeRequestRef | { versionId: string }, hours: number, origin: string): Promise<PreviewLinkView> {
  const target: PreviewTarget =
    "changeRequestId" in ref ? { kind: "change-requests", id: (await findChangeRequest(db, access, ref)).id } : { kind: "versions", id: (await findVersion(db, access, ref.versionId)).id };
  const expires = Math.floor(Date.now() / 1000) + hours * 3600;
  const signature = sign(signingPurpose, signedMessage(target, expires));
  return { url: `${origin}${previewBase(target)}?expires=${expires}&signature=${signature}`, expires_at: new Date(expires * 1000) };
}

interface PreviewSubject {
  documentationId: string;
  versionId: string;
  title: string;
  changeRequest: Awaited<ReturnType<typeof findChangeRequest>> | null;
}

async function findSubject(target: PreviewTarget): Promise<PreviewSubject | null> {
  if (target.kind === "change-requests") {
    const changeRequest = await db.changeRequest.findUnique({ where: { id: target.id } });
    return changeRequest && { documentationId: changeRequest.documentationId, versionId: changeRequest.versionId, title: `Change request: ${changeRequest.title}`, changeRequest };
  }
  const version = await db.version.findUnique({ where: { id: target.id } });
  return version && { documentationId: version.documentationId, versionId: version.id, title: `Draft of ${version.name}`, changeRequest: null };
}

/** Whether a signed `expires.signature` pair opens this preview now; "expired" when it did once. */
function checkSignature(target: PreviewTarget, expires: string | null, signature: string | null): "valid" | "expired" | "invalid" {
  if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return "invalid";
  if (!verifySignature(signingPurpose, signedMessage(target, Number(expires)), signature)) return "invalid";
  return Number(expires) * 1000 > Date.now() ? "valid" : "expired";
}

function cookieValue(request: Request): string | null {
  const header = request.headers.get("cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === cookieName) return value.join("=");
  }
  return null;
}

async function isMember(request: Request, documentationId: string) {
  try {
    await resolveDocumentationAccess(await authenticate(asNextRequest(request)), documentationId);
    return true;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}

type Admission = { admitted: true; setCookie: string | null } | { admitted: false; status: 403 | 404 };

/**
 * Members (session or token) may open a preview; so may a signed link's holder, whose browser
 * then keeps the signature in a cookie scoped to the preview, so its pages link to each other.
 */
async function admit(request: Request, target: PreviewTarget, subject: PreviewSubject): Promise<Admission> {
  const url = new URL(request.url);
  const fromLink = checkSignature(target, url.searchParams.get("expires"), url.searchParams.get("signature"));
  if (fromLink === "valid") {
    const expires = Number(url.searchParams.get("expires"));
    const maxAge = Math.max(0, expires - Math.floor(Date.now() / 1000));
    const value = `${expires}.${url.searchParams.get("signature")}`;
    return { admitted: true, setCookie: `${cookieName}=${value}; Path=${previewBase(target)}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax` };
  }
  const [cookieExpires, cookieSignature] = (cookieValue(request) ?? "").split(".");
  const fromCookie = checkSignature(target, cookieExpires ?? null, cookieSignature ?? null);
  if (fromCookie === "valid" || (await isMember(request, subject.documentationId))) return { admitted: true, setCookie: null };
  return { admitted: false, status: fromLink === "expired" || fromCookie === "expired" ? 403 : 404 };
}

function refusal(status: 403 | 404) {
  const message = status === 403 ? "This preview link has expired. Ask for a new one." : "There is no preview at this address.";
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Preview unavailable</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>Preview unavailable</h1><p>${message}</p></body></html>`;
  return new Response(html, { status, headers: { "content-type": "text/html; charset=utf-8", ...previewHeaders } });
}

/** The site a preview shows: the branch (or draft) laid out as a publish would, its version at the root. */
async function previewSite(target: PreviewTarget, subject: PreviewSubject, origin: string) {
  const documentation = await db.documentation.findUniqueOrThrow({
    where: { id: subject.documentationId },
    select: { name: true, description: true, config: true, organization: { select: { id: true, plan: true } } },
  });
  const structure = await loadDocumentationStructure(
    subject.documentationId,
    subject.changeRequest ? await branchVersionRows(db, subject.changeRequest) : undefined,
  );
  const versions = structure.versions.map((version) => ({ ...version, isDefault: version.id === subject.versionId }));
  const defaultVersion = versions.find((version) => version.isDefault);
  if (!defaultVersion) throw notFound("Version");
  const stored = documentation.config as StoredConfig;
  const site: LiveSite = {
    documentationId: subject.documentationId,
    organizationId: documentation.organization.id,
    name: documentation.name,
    description: documentation.description,
    isPublic: false,
    passwordHash: null,
    base: previewBase(target),
    snapshotId: "preview",
    publishedAt: new Date(),
    versions,
    defaultVersion,
    index: new Map(versions.map((version) => [version.slug, indexVersion(version)])),
    config: resolveSiteConfig(stored),
    customDomain: null,
    showBranding: !planIncludes(documentation.organization.plan, "remove_branding"),
    logoUrl: null,
    logoAssetId: null,
    faviconUrl: null,
    redirects: new Map(),
    stamp: "preview",
  };
  return { site, structure, address: new SiteAddress(site, false, origin) };
}

async function pageContent(subject: PreviewSubject, entryId: string) {
  if (subject.changeRequest) return branchContent(db, subject.changeRequest, entryId);
  return (await db.entry.findUnique({ where: { id: entryId }, select: { content: true } }))?.content ?? null;
}

/** Renders one page with the publishing pipeline: links resolve among the preview's pages, images to the project's assets. */
async function renderPreviewPage(structure: DocumentationStructure, site: LiveSite, subject: PreviewSubject, versionId: string, path: string) {
  const page = structure.pages.find((candidate) => candidate.versionId === versionId && candidate.path === path);
  if (!page) return null;
  const targets = linkTargetsOf(structure).get(versionId)!;
  const loadInclude = includeLoader(targets, async (entryId) => (await pageContent(subject, entryId)) ?? "");
  const expanded = await expandIncludes((await pageContent(subject, page.entryId)) ?? "", page.path, loadInclude, {
    missingText: missingIncludeNotice,
    variables: structure.variables,
  });
  const markdown = substituteVariables(expanded.markdown, structure.variables);
  const version = site.versions.find((candidate) => candidate.id === versionId)!;
  const versionBase = version.isDefault ? site.base : `${site.base}/${version.slug}`;
  const assets = structure.assets;
  const organizationId = site.organizationId;
  const rendered = await renderMarkdown(markdown, {
    pageTitle: page.title,
    resolveLink: (href) => {
      const target = linkTarget(href, page.path, targets);
      return target && target !== "missing" ? `${versionBase}/${target.path}${target.hash}` : null;
    },
    resolveImage: (src) => {
      const name = src.split("/").pop();
      const asset = assets.find((candidate) => candidate.filename === name || candidate.id === name);
      return asset ? `/api/v1/documentation/${organizationId}/${subject.documentationId}/asset/${asset.id}/file` : null;
    },
  });
  return { html: rendered.html, toc: rendered.toc, updatedAt: new Date(), editLink: null };
}

const previewBanner = (subject: PreviewSubject) =>
  `<div role="note" class="deprecated">Preview: ${escapeHtml(subject.title)}. Not published; only people with access or a share link see it.</div>`;

function htmlAnswer(html: string, status: number, setCookie: string | null) {
  const headers = new Headers({ "content-type": "text/html; charset=utf-8", ...previewHeaders });
  if (setCookie) headers.set("set-cookie", setCookie);
  return new Response(html, { status, headers });
}

/** The preview a request may open, or the page that refuses it. */
async function openPreview(request: Request, target: PreviewTarget) {
  const subject = await findSubject(target);
  if (!subject) return refusal(404);
  const admission = await admit(request, target, subject);
  if (!admission.admitted) return refusal(admission.status);
  return { subject, setCookie: admission.setCookie, ...(await previewSite(target, subject, requestOrigin(request))) };
}

/** A page of a preview, rendered on each request. */
export async function servePreviewPage(request: Request, target: PreviewTarget, segments: string[]): Promise<Response> {
  const opened = await openPreview(request, target);
  if (opened instanceof Response) return opened;
  const { site, structure, address, subject, setCookie } = opened;
  const { version, path } = resolveSitePath(site, segments);
  const place = findPage(site, version, path);
  const content = place && (await renderPreviewPage(structure, site, subject, version.id, place.path));
  const framed = (html: string) => html.replace(/<main id="content" class="main"[^>]*>/, (main) => main + previewBanner(subject));
  const assets = siteAssetUrls();
  if (!place || !content) {
    const suggestions = suggestPages(site.index.get(version.slug)?.pages ?? [], path);
    return htmlAnswer(framed(notFoundHtml({ site, address, version, assets, missingPath: segments.join("/"), suggestions })), 404, setCookie);
  }
  const html = framed(pageHtml({ site, address, version, place, content, assets }));
  return htmlAnswer(html, 200, setCookie);
}

/** The sidebar's lazily opened lists, as the published site serves them. */
export async function servePreviewNav(request: Request, target: PreviewTarget, versionSlug: string, node: string): Promise<Response> {
  const opened = await openPreview(request, target);
  if (opened instanceof Response) return opened;
  const { site, address } = opened;
  const version = site.versions.find((candidate) => candidate.slug === versionSlug);
  const html = version && navFragmentHtml(version, node, { versionBase: address.versionBase(version), fragmentBase: address.navFragmentBase(version), collapseFolders: true });
  return html ? htmlAnswer(html, 200, null) : refusal(404);
}

/** The search box over the preview's pages (titles and text), answered as the published site's search is. */
export async function servePreviewSearch(request: Request, target: PreviewTarget, query: { q: string; version?: string; limit: number }): Promise<Response> {
  const opened = await openPreview(request, target);
  if (opened instanceof Response) return opened;
  const { site, structure, subject } = opened;
  const version = site.versions.find((candidate) => candidate.slug === query.version) ?? site.defaultVersion;
  const terms = queryTerms(query.q).map((term) => term.toLowerCase());
  const results: SearchPage["results"] = [];
  for (const page of structure.pages.filter((candidate) => candidate.versionId === version.id)) {
    if (results.length >= query.limit || terms.length === 0) break;
    const text = `${page.title}\n${(await pageContent(subject, page.entryId)) ?? ""}`;
    const lower = text.toLowerCase();
    if (!terms.every((term) => lower.includes(term))) continue;
    results.push({
      entry_id: page.entryId,
      title: page.title,
      path: page.path,
      url: `${version.isDefault ? site.base : `${site.base}/${version.slug}`}/${page.path}`,
      version_id: version.id,
      section: { section_id: page.sectionId, title: page.sectionTitle },
      snippet: searchSnippet(text, terms, []),
      rank: 1,
    });
  }
  const body: SearchPage = { results, next_cursor: null };
  return new Response(JSON.stringify(body), { headers: { "content-type": "application/json", ...previewHeaders } });
}
