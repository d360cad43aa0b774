import { createHash } from "node:crypto";
import { BoundedCache } from "../bounded-cache";
import { forgetPublicAnswers, type SiteAnswer } from "./answers";
import { onSiteChanged } from "./changes";
import { readLiveSite, type LiveSite, type SiteKey } from "./live-site";

/**
 * How long a resolved site is trusted before one small query checks it again. Changes made
 * through this instance apply at once; other instances see them within this time.
 */
const siteTtlMs = Number(process.env.SITE_CACHE_TTL_MS ?? 5_000);
/** Memory for rendered pages and other site bodies, across every project. */
const bodyCacheBytes = Number(process.env.SITE_CACHE_BYTES ?? 64 * 1024 * 1024);

/** How long shared caches (a CDN) keep a public page before asking again, in seconds. */
const sharedMaxAge = Number(process.env.SITE_SHARED_MAX_AGE ?? 60);

/** A live site with the time until which it is trusted without asking the database. */
export interface CachedSite {
  site: LiveSite;
  validUntil: number;
}

interface SiteEntry {
  site: Promise<LiveSite | null>;
  /** What `site` resolved to, once it has. */
  settled?: LiveSite | null;
  validUntil: number;
}

interface SiteCacheState {
  sites: Map<string, SiteEntry>;
  bodies: BoundedCache<string, SiteAnswer>;
}

// On globalThis: every route bundle of the process shares one cache.
const holder = globalThis as typeof globalThis & { __docsSiteCache?: SiteCacheState };
const state: SiteCacheState = (holder.__docsSiteCache ??= (() => {
  const created: SiteCacheState = {
    sites: new Map(),
    bodies: new BoundedCache(bodyCacheBytes, (key, value) => key.length + value.body.byteLength),
  };
  onSiteChanged((change) => {
    forgetPublicAnswers(change);
    const affects = (site: LiveSite) =>
      "documentationId" in change ? site.documentationId === change.documentationId : site.organizationId === change.organizationId;
    const documentations = new Set<string>("documentationId" in change ? [change.documentationId] : []);
    for (const [key, entry] of created.sites) {
      void entry.site.then((site) => {
        // A name that resolved to nothing may name the changed site now.
        if (!site || affects(site)) {
          if (created.sites.get(key) === entry) created.sites.delete(key);
          if (site) created.bodies.deleteWhere((body) => body.startsWith(`${site.documentationId}|`));
        }
      });
    }
    for (const id of documentations) created.bodies.deleteWhere((key) => key.startsWith(`${id}|`));
  });
  return created;
})());

const siteKeyOf = (key: SiteKey) => ("host" in key ? `host:${key.host}` : `path:${key.organization}/${key.documentation}`);

/** The live site, from memory when it was resolved lately. */
export async function cachedSite(key: SiteKey): Promise<CachedSite | null> {
  const name = siteKeyOf(key);
  const now = Date.now();
  let entry = state.sites.get(name);
  if (!entry || entry.validUntil <= now) {
    const fresh: SiteEntry = { site: readLiveSite(key), validUntil: now + siteTtlMs };
    state.sites.set(name, fresh);
    fresh.site.then(
      (site) => void (fresh.settled = site),
      () => {
        if (state.sites.get(name) === fresh) state.sites.delete(name);
      },
    );
    entry = fresh;
  }
  const site = await entry.site;
  return site && { site, validUntil: entry.validUntil };
}

/**
 * cachedSite without waiting, for answers given without a promise: the site (or null for no
 * site) while it is resolved and trusted; undefined when only cachedSite can tell.
 */
export function cachedSiteNow(key: SiteKey): LiveSite | null | undefined {
  const entry = state.sites.get(siteKeyOf(key));
  return entry && entry.validUntil > Date.now() ? entry.settled : undefined;
}

/** Who may read a site's answers, which decides who may keep them. */
export type Audience = Pick<LiveSite, "isPublic" | "passwordHash">;

/** Answers kept by the reader's own cache only, whatever the site. */
export const readerCacheOnly: Audience = { isPublic: false, passwordHash: null };

/**
 * How an answer may be kept: by CDNs when the project is public; by the reader's browser
 * (revalidated) when it is private; nowhere when a password protects it, so that signing out
 * or a changed password leaves no readable copy behind.
 */
export const siteCacheControl = (site: Audience) =>
  site.isPublic ? `public, max-age=0, s-maxage=${sharedMaxAge}, stale-while-revalidate=86400` : site.passwordHash ? "private, no-store" : "private, no-cache";

/** A page's address answers HTML or, to a request preferring it, markdown. */
const varyByAccept = (contentType: string) => contentType.startsWith("text/html") || contentType.startsWith("text/markdown");

/**
 * The headers of an answer: a strong ETag and its cache policy.
 * (Next compresses answers itself, as the client accepts.)
 */
function answerHeaders(contentType: string, etag: string, site: Audience): Record<string, string> {
  return {
    "content-type": contentType,
    "x-content-type-options": "nosniff",
    "cache-control": siteCacheControl(site),
    vary: `${varyByAccept(contentType) ? "Accept, " : ""}${site.isPublic ? "Accept-Encoding" : "Accept-Encoding, Authorization, Cookie"}`,
    etag,
    // Authors' text (markdown, llms.txt) must never run as a page of the site's origin.
    ...(contentType.startsWith("text/html") ? {} : { "content-security-policy": "default-src 'none'; sandbox" }),
  };
}

const pendingBodies = new Map<string, Promise<SiteAnswer | null>>();

/**
 * An answer of the site made once: `key` must start with the project's id and name everything
 * the body depends on (the site's stamp, the variant, the path). Concurrent first requests
 * share one rendering. Null (nothing at that address) is not kept.
 */
export async function cachedAnswer(
  key: string,
  contentType: string,
  site: Audience,
  make: () => Promise<string | Uint8Array | null>,
): Promise<SiteAnswer | null> {
  const cached = state.bodies.get(key);
  if (cached) return cached;
  let pending = pendingBodies.get(key);
  if (!pending) {
    pending = make()
      .then((content) => {
        if (content === null) return null;
        const body = typeof content === "string" ? new Uint8Array(Buffer.from(content)) : content;
        const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
        const made: SiteAnswer = { body, etag, headers: answerHeaders(contentType, etag, site) };
        state.bodies.set(key, made);
        return made;
      })
      .finally(() => pendingBodies.delete(key));
    pendingBodies.set(key, pending);
  }
  return pending;
}
