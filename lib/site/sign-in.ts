import { verifyPassword } from "../auth/password";
import { DomainError } from "../errors";
import { hitRateLimits } from "../feedback/rate-limit";
import { readTextCapped } from "../http/body";
import { clientAddress } from "../http/client-address";
import { returnPath, siteAccessCookieHeader, signInResponse } from "./password";
import { findSiteRequest, type SiteParams } from "./serve";

/** Wrong passwords one address may try on one site per window: enough for typos, too few to guess. */
export const signInAttempts = { limit: 10, windowSeconds: 600 };
const formLimitBytes = 4096;

/**
 * The sign-in form's POST (a plain form, so it works without JavaScript): the right password
 * sets the site's cookie and sends the reader on to the page they asked for (303); a wrong one
 * shows the form again with the error (401), and too many attempts from one address 429.
 */
export async function signInToSite(request: Request, params: SiteParams): Promise<Response> {
  const target = await findSiteRequest(request, params);
  const form = new URLSearchParams(await readTextCapped(request, formLimitBytes));
  const next = returnPath(target, form.get("next"));
  const passwordHash = target.site.passwordHash;
  if (!passwordHash) return new Response(null, { status: 303, headers: { location: next, "cache-control": "no-store" } });
  try {
    await hitRateLimits([{ key: `site-password:${target.site.documentationId}:${clientAddress(request) ?? "unknown"}`, ...signInAttempts }]);
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== "rate_limited") throw error;
    const retryAfterSeconds = error.details.retryAfterSeconds;
    return signInResponse(target, { status: 429, next, retryAfterSeconds, error: `Too many attempts. Try again in ${Math.ceil((retryAfterSeconds ?? 60) / 60)} minutes.` });
  }
  const password = form.get("password") ?? "";
  if (!password || !(await verifyPassword(password, passwordHash))) {
    return signInResponse(target, { status: 401, next, error: "That password is not correct." });
  }
  return new Response(null, {
    status: 303,
    headers: { location: next, "set-cookie": siteAccessCookieHeader(target, passwordHash), "cache-control": "no-store" },
  });
}
