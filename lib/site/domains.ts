/**
 * Custom domains: the proxy (proxy.ts) serves a request whose host is a project's custom domain
 * from that project's site, marking it with this header. The proxy removes the header from
 * every other request, so no client can set it.
 */
export const customDomainHeader = "x-docs-custom-domain";

/** Where the proxy serves a custom domain's paths: the site's route, which resolves it by the header. */
export const customDomainPrefix = "/docs/-/-";

// On globalThis: the proxy and the route bundles read the one set the server keeps current.
const holder = globalThis as typeof globalThis & { __docsCustomDomains?: Set<string> };

/** The custom domains served now (empty until the server has loaded them). */
export function servedCustomDomains(): Set<string> {
  return (holder.__docsCustomDomains ??= new Set());
}

export function replaceServedCustomDomains(domains: Iterable<string>): void {
  holder.__docsCustomDomains = new Set(domains);
}

/** The custom domain a request's `Host` names (without its port), or null on the platform's own hosts. */
export function customDomainOf(hostHeader: string | null | undefined): string | null {
  const served = servedCustomDomains();
  // Most servers have none: every page and beacon asks.
  if (served.size === 0) return null;
  const host = hostHeader?.replace(/:\d+$/, "").toLowerCase();
  return host && served.has(host) ? host : null;
}
