/**
 * The dashboard address a request asked for, set by the proxy (proxy.ts) on every dashboard
 * request so that a signed-out visitor is sent to sign in and then back there: the dashboard's
 * layout, which checks the session, is not told its page's path.
 */
export const dashboardPathHeader = "x-dashboard-path";

/** Where a signed-in user goes when no address was asked for: the home page (app/page.tsx). */
export const homePath = "/";

const sameSite = "http://return-path.invalid";

/**
 * `value` as a path on this site, or `homePath`. Resolved as the browser would resolve it, so
 * that "//host", "/\host" and "/<tab>/host" (the URL parser drops tabs and reads "\" as "/")
 * cannot send a user who just signed in to another site.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/")) return homePath;
  try {
    const url = new URL(value, sameSite);
    return url.origin === sameSite ? `${url.pathname}${url.search}${url.hash}` : homePath;
  } catch {
    return homePath;
  }
}
