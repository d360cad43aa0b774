import { route } from "@/lib/http/route";
import { stateCookieHeader } from "@/lib/sso/browser";
import { StartSsoBody } from "@/lib/sso/schemas";
import { startSsoSignIn } from "@/lib/sso/sign-in";
import { SsoSignInStartedView } from "@/lib/sso/views";

/**
 * "Sign in with SSO": finds the organization by email domain or slug and answers with the provider's address.
 * 404 when no organization with single sign-on matches; 402 when its plan lacks it; 502 when the provider cannot be read.
 */
export const POST = route(
  { summary: "Start a single sign-on", auth: "public", body: StartSsoBody, problems: ["not_found", "quota_exceeded", "upstream_failed"], responses: { 200: SsoSignInStartedView } },
  async ({ body }) => {
    const started = await startSsoSignIn(body);
    return Response.json(started, { headers: { "set-cookie": stateCookieHeader(started.state) } });
  },
);
