/**
 * Tells the published-site cache that a project's site changed: a publish, its configuration,
 * its redirects, its slugs, or the organization or plan behind it. Cached pages of that
 * project are dropped at once in this process; other instances hear it through the database.
 */
type Listener = (documentationId: string) => void;

// On globalThis: every route bundle of the process shares one set of listeners.
const state = globalThis as typeof globalThis & { __docsSiteListeners?: Set<Listener> };
const listeners = (state.__docsSiteListeners ??= new Set());

export function onSiteChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Call after the change is committed. */
export async function siteChanged(documentationId: string): Promise<void> {
  for (const listener of listeners) listener(documentationId);
}
