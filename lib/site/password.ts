import { createHash } from "node:crypto";
import { DomainError } from "../errors";
import { sign, verifySignature } from "../secrets";
import { siteAssetUrls } from "./assets";
import { siteCacheControl } from "./cache";
import { customDomainPrefix } from "./domains";
import type { LiveSite } from "./live-site";
import { signInHtml } from "./page-html";
import type { SiteRequest } from "./serve";

/**
 * Sites behind a password: a reader who enters it gets a signed cookie for that site alone
 * (its path on the platform's host, or its custom domain), naming the site and the password it
 * was given for, so another site's cookie opens nothing and a new password closes the site
 * to everyone who entered the old one.
 */
export const siteAccessCookie = "docs_site_access";
/** How long one sign-in lasts. */
export const siteAccessSeconds = 7 * 24 * 60 * 60;
const purpose = "site-access";

/** Stands for the current password: the hash has its own salt, so every new password changes it. */
const passwordKey = (passwordHash: string) => createHash("sha256").update(passwordHash).digest("base64url").slice(0, 22);

const signedMessage = (site: Pick<LiveSite, "documentationId">, passwordHash: string, expires: number) =>
  `${site.documentationId}.${passwordKey(passwordHash)}.${expires}`;

/** A reader who did not sign in to a site behind a password: 401, or the sign-in page for a browser. */
export class SitePasswordRequired extends DomainError {
  constructor(readonly target: SiteRequest) {
    super("unauthenticated", `${target.site.name} is protected by a password: sign in at ${target.address.absolute(signInPath(target))}.`, {
      extensions: { sign_in_url: target.address.absolute(signInPath(target)) },
    });
  }
}

/** Where the sign-in form posts. */
export const signInPath = (target: SiteRequest) => `${target.address.linkBase}/-/sign-in`;

/** The logo and favicon of a site behind a password: its sign-in page shows them. */
export function isSignInAsset(site: Pick<LiveSite, "passwordHash" | "logoUrl" | "faviconUrl">, assetId: string): boolean {
  return !!site.passwordHash && [site.logoUrl, site.faviconUrl].some((url) => url?.includes(`/-/assets/${assetId}/`));
}

/** Whether the request carries an unexpired cookie made by this site's current password. */
export function hasSiteAccess(request: Request, site: Pick<LiveSite, "documentationId" | "passwordHash">): boolean {
  if (!site.passwordHash) return false;
  const now = Date.now() / 1000;
  // Several may come (another site's under a parent path, say): any valid one will do.
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [name, value] = part.trim().split("=", 2);
    if (name !== siteAccessCookie || !value) continue;
    const [expiresText, signature] = value.split(".", 2);
    const expires = Number(expiresText);
    if (Number.isInteger(expires) && expires > now && signature && verifySignature(purpose, signedMessage(site, site.passwordHash, expires), signature)) return true;
  }
  return false;
}

/** The Set-Cookie header of a sign-in: HttpOnly, for this site's path (or its custom domain) only. */
export function siteAccessCookieHeader(target: SiteRequest, passwordHash: string): string {
  const expires = Math.floor(Date.now() / 1000) + siteAccessSeconds;
  const value = `${expires}.${sign(purpose, signedMessage(target.site, passwordHash, expires))}`;
  // Custom domains are served over https (SiteAddress.origin); the platform as it was reached.
  const secure = target.address.onCustomDomain || target.address.platformOrigin.startsWith("https:") ? "; Secure" : "";
  return `${siteAccessCookie}=${value}; Path=${target.address.linkBase || "/"}; Max-Age=${siteAccessSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

/** The address the reader asked for, as they see it (on a custom domain, without the route's prefix). */
export function readerPath(target: SiteRequest): string {
  const url = new URL(target.request.url);
  const pathname = target.address.onCustomDomain ? url.pathname.slice(customDomainPrefix.length) || "/" : url.pathname;
  return pathname + url.search;
}

/** Where to go after signing in: a page of this site, else its home. */
export function returnPath(target: SiteRequest, wanted: string | null): string {
  const base = target.address.linkBase;
  const inSite = !!wanted && (wanted === base || wanted.startsWith(`${base}/`)) && !wanted.startsWith("//") && !/[\\\s]/.test(wanted);
  return inSite && wanted ? wanted : target.address.siteRoot();
}

/** The site's sign-in page; never kept by any cache. */
export function signInResponse(
  target: SiteRequest,
  options: { status: number; next?: string; error?: string; retryAfterSeconds?: number },
): Response {
  const html = signInHtml({
    site: target.site,
    address: target.address,
    assets: siteAssetUrls(),
    action: signInPath(target),
    next: returnPath(target, options.next ?? readerPath(target)),
    error: options.error ?? null,
  });
  const headers: Record<string, string> = {
    "content-type": "text/html; charset=utf-8",
    "cache-control": siteCacheControl(target.site),
    vary: "Cookie",
    "x-content-type-options": "nosniff",
  };
  if (options.retryAfterSeconds) headers["retry-after"] = String(options.retryAfterSeconds);
  return new Response(html, { status: options.status, headers });
}
