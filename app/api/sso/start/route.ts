import { route } from "@/lib/http/route";
import { stateCookieHeader } from "@/lib/sso/browser";
import { StartSsoBody } from "@/lib/sso/schemas";
import { startSsoSignIn } from "@/lib/sso/sign-in";

/** "Sign in with SSO": finds the organization by email domain or slug and answers with the provider's address. */
export const POST = route({ auth: "public", body: StartSsoBody }, async ({ body }) => {
  const started = await startSsoSignIn(body);
  return Response.json(started, { headers: { "set-cookie": stateCookieHeader(started.state) } });
});
