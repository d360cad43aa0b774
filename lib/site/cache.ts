import { createHash } from "node:crypto";
import { BoundedCache } from "../bounded-cache";
import { onSiteChanged } from "./changes";
import { readLiveSite, type LiveSite, type SiteKey } from "./live-site";

/**
 * How long a resolved site is trusted before one small query checks it again. Changes made
 * through this instance apply at once; other instances see them within this time.
 */
const siteTtlMs = Number(process.env.SITE_CACHE_TTL_MS ?? 5_000);
/** Memory for rendered pages and other site bodies, across every project. */
const bodyCacheBytes = Number(process.env.SITE_CACHE_BYTES ?? 64 * 1024 * 1024);

/** A rendered answer: its bytes and its ETag. (Next compresses answers itself, as the client accepts.) */
export interface CachedBody {
  body: Buffer;
  etag: string;
  contentType: string;
}

interface SiteEntry {
  site: Promise<LiveSite | null>;
  loadedAt: number;
}

interface SiteCacheState {
  sites: Map<string, SiteEntry>;
  bodies: BoundedCache<string, CachedBody>;
}

// On globalThis: every route bundle of the process shares one cache.
const holder = globalThis as typeof globalThis & { __docsSiteCache?: SiteCacheState };
const state: SiteCacheState = (holder.__docsSiteCache ??= (() => {
  const created: SiteCacheState = {
    sites: new Map(),
    bodies: new BoundedCache(bodyCacheBytes, (key, value) => key.length + value.body.length),
  };
  onSiteChanged((change) => {
    const affects = (site: LiveSite) =>
      "documentationId" in change ? site.documentationId === change.documentationId : site.organizationId === change.organizationId;
    const projects = new Set<string>("documentationId" in change ? [change.documentationId] : []);
    for (const [key, entry] of created.sites) {
      void entry.site.then((site) => {
        // A name that resolved to nothing may name the changed site now.
        if (!site || affects(site)) {
          if (created.sites.get(key) === entry) created.sites.delete(key);
          if (site) created.bodies.deleteWhere((body) => body.startsWith(`${site.documentationId}|`));
        }
      });
    }
    for (const id of projects) created.bodies.deleteWhere((key) => key.startsWith(`${id}|`));
  });
  return created;
})());

const siteKeyOf = (key: SiteKey) => ("host" in key ? `host:${key.host}` : `path:${key.organization}/${key.documentation}`);

/** The live site, from memory when it was resolved lately. */
export function cachedSite(key: SiteKey): Promise<LiveSite | null> {
  const name = siteKeyOf(key);
  const now = Date.now();
  const entry = state.sites.get(name);
  if (entry && now - entry.loadedAt < siteTtlMs) return entry.site;
  const site = readLiveSite(key);
  const fresh = { site, loadedAt: now };
  state.sites.set(name, fresh);
  site.catch(() => {
    if (state.sites.get(name) === fresh) state.sites.delete(name);
  });
  return site;
}

const pendingBodies = new Map<string, Promise<CachedBody | null>>();

/**
 * A body of the site made once: `key` must start with the project's id and name everything the
 * body depends on (the site's stamp, the variant, the path). Concurrent first requests share
 * one rendering. Null (nothing at that address) is not kept.
 */
export async function cachedBody(key: string, contentType: string, make: () => Promise<string | null>): Promise<CachedBody | null> {
  const cached = state.bodies.get(key);
  if (cached) return cached;
  let pending = pendingBodies.get(key);
  if (!pending) {
    pending = make()
      .then((text) => {
        if (text === null) return null;
        const body = Buffer.from(text);
        const made: CachedBody = { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`, contentType };
        state.bodies.set(key, made);
        return made;
      })
      .finally(() => pendingBodies.delete(key));
    pendingBodies.set(key, pending);
  }
  return pending;
}
