import { serverOrigin } from "../http/origin";
import { log } from "../log";

/** Ties a provider's answer to the browser that started the sign-in (login CSRF). */
export const stateCookie = "dp-sso-state";
/** The one-time ticket the dashboard's session sign-in redeems (lib/auth/next-auth.ts). */
export const ticketCookie = "dp-sso-ticket";

/**
 * SAML answers arrive as a cross-site POST, which carries only SameSite=None cookies, and
 * those need https; on plain http (development) the cookie is Lax.
 */
function cookie(name: string, value: string, path: string, maxAgeSeconds: number, crossSite: boolean): string {
  const secure = serverOrigin().startsWith("https:");
  const sameSite = crossSite && secure ? "None" : "Lax";
  return `${name}=${value}; Path=${path}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=${sameSite}${secure ? "; Secure" : ""}`;
}

export const stateCookieHeader = (state: string) => cookie(stateCookie, state, "/api/sso", 600, true);

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** After the provider vouched: the ticket cookie, then the page that turns it into a session. */
export function signedInRedirect(ticket: string, callbackUrl: string): Response {
  const headers = new Headers({ location: `${serverOrigin()}/sign-in/sso?callbackUrl=${encodeURIComponent(callbackUrl)}` });
  headers.append("set-cookie", cookie(ticketCookie, ticket, "/api/auth/callback/sso", 120, false));
  headers.append("set-cookie", cookie(stateCookie, "", "/api/sso", 0, true));
  return new Response(null, { status: 303, headers });
}

/** A refused answer goes back to the sign-in page with its reason; the details are logged. */
export function failedRedirect(error: unknown): Response {
  const message = error instanceof Error ? error.message : String(error);
  log.warn("sso sign-in refused", { error: message });
  const url = new URL("/sign-in", serverOrigin());
  url.searchParams.set("error", "SsoFailed");
  return new Response(null, { status: 303, headers: { location: url.toString() } });
}
