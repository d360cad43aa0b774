import { z } from "zod";
import { Timestamp, type ViewOf } from "../http/answers";

/** A started "Sign in with SSO": the browser goes to the provider, which sends it back with `state`. */
export const SsoSignInStartedView = z
  .object({
    state: z.string().describe("The attempt's id (OIDC state or SAML RelayState), also set as a cookie"),
    redirect_url: z.string().describe("The identity provider's sign-in address to send the browser to"),
    expires_at: Timestamp.describe("The browser must come back from the provider before this"),
  })
  .meta({ id: "SsoSignInStarted" });
export type SsoSignInStartedView = ViewOf<z.output<typeof SsoSignInStartedView>>;
