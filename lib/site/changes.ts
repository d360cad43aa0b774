/**
 * Tells the published-site cache that sites changed: a publish, a project's configuration,
 * redirects or slugs, or the organization or plan behind them. Cached pages of those sites are
 * dropped at once in this process; other instances revalidate within SITE_CACHE_TTL_MS.
 */
export type SiteChange = { documentationId: string } | { organizationId: string };
type Listener = (change: SiteChange) => void;

// On globalThis: every route bundle of the process shares one set of listeners.
const state = globalThis as typeof globalThis & { __docsSiteListeners?: Set<Listener> };
const listeners = (state.__docsSiteListeners ??= new Set());

export function onSiteChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function announce(change: SiteChange): void {
  for (const listener of listeners) listener(change);
}

/** A project's site changed; call after the change is committed. */
export async function siteChanged(documentationId: string): Promise<void> {
  announce({ documentationId });
}

/** Every site of an organization changed (its slug, whether its documentation is served, its plan). */
export async function organizationSitesChanged(organizationId: string): Promise<void> {
  announce({ organizationId });
}
