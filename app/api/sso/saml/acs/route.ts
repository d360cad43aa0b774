import { readTextCapped } from "@/lib/http/body";
import { route } from "@/lib/http/route";
import { failedRedirect, readCookie, signedInRedirect, stateCookie } from "@/lib/sso/browser";
import { completeSamlSignIn, pendingSignIn } from "@/lib/sso/sign-in";

/**
 * Assertion consumer service: the IdP's browser form posts SAMLResponse and RelayState here; the browser
 * is redirected (303) to the page that signs it in, or to the sign-in page with `?error=SsoFailed`.
 */
export const POST = route({ summary: "Complete a SAML sign-in", auth: "public", responses: { 303: null } }, async ({ request }) => {
  try {
    const form = new URLSearchParams(await readTextCapped(request, 1_000_000));
    const relayState = form.get("RelayState");
    const samlResponse = form.get("SAMLResponse");
    const attempt = await pendingSignIn(typeof relayState === "string" ? relayState : undefined, readCookie(request.headers.get("cookie"), stateCookie));
    if (typeof samlResponse !== "string") throw new Error("The form has no SAMLResponse.");
    const { ticket, callbackUrl } = await completeSamlSignIn(attempt, samlResponse);
    return signedInRedirect(ticket, callbackUrl);
  } catch (error) {
    return failedRedirect(error);
  }
});
