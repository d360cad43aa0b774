import { route } from "@/lib/http/route";
import { failedRedirect, readCookie, signedInRedirect, stateCookie } from "@/lib/sso/browser";
import { OidcCallbackQuery } from "@/lib/sso/schemas";
import { completeOidcSignIn, pendingSignIn } from "@/lib/sso/sign-in";

/**
 * The OpenID provider sends the browser back here with the code and state; it is redirected (303) to
 * the page that signs it in, or to the sign-in page with `?error=SsoFailed`.
 */
export const GET = route({ summary: "Complete an OpenID Connect sign-in", auth: "public", query: OidcCallbackQuery, responses: { 303: null } }, async ({ request, query }) => {
  try {
    if (query.error) throw new Error(`The identity provider answered ${query.error}.`);
    const attempt = await pendingSignIn(query.state, readCookie(request.headers.get("cookie"), stateCookie));
    const { ticket, callbackUrl } = await completeOidcSignIn(attempt, new URL(request.url));
    return signedInRedirect(ticket, callbackUrl);
  } catch (error) {
    return failedRedirect(error);
  }
});
