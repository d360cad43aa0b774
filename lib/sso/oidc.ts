import * as oidc from "openid-client";
import { DomainError } from "../errors";
import { guardedFetch } from "../http/guarded-request";
import { receiverAddressPolicy } from "../http/receiver-url";
import { serverOrigin } from "../http/origin";

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export const oidcRedirectUri = () => `${serverOrigin()}/api/sso/oidc/callback`;

const loopbackHosts = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * The provider's configuration from its discovery document. Plain http is allowed only to a
 * provider on this machine (development and tests); anywhere else openid-client requires https.
 */
export async function discover({ issuer, clientId, clientSecret }: OidcSettings): Promise<oidc.Configuration> {
  const url = new URL(issuer);
  try {
    return await oidc.discovery(url, clientId, clientSecret, undefined, {
      // Verify the ID token's signature against the provider's JWKS too (openid-client
      // otherwise trusts the TLS connection to the token endpoint for it).
      execute: [oidc.enableNonRepudiationChecks, ...(loopbackHosts.has(url.hostname) ? [oidc.allowInsecureRequests] : [])],
      timeout: 10,
      // The issuer is an address an admin typed: it may not reach internal services.
      [oidc.customFetch]: guardedFetch(receiverAddressPolicy),
    });
  } catch (error) {
    // openid-client says "something went wrong" and keeps the reason as the cause.
    const reason = error instanceof Error && error.cause instanceof Error ? error.cause.message : (error as Error).message;
    throw new DomainError("upstream_failed", `The identity provider's discovery document could not be read: ${reason}`);
  }
}

export interface OidcRequest {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export function newOidcRequest(): Omit<OidcRequest, "state"> {
  return { nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
}

/** The provider's authorization URL for the authorization code flow with PKCE (S256), state and nonce. */
export async function authorizationUrl(config: oidc.Configuration, request: OidcRequest): Promise<string> {
  return oidc
    .buildAuthorizationUrl(config, {
      redirect_uri: oidcRedirectUri(),
      scope: "openid email profile",
      state: request.state,
      nonce: request.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(request.codeVerifier),
      code_challenge_method: "S256",
    })
    .toString();
}

export interface SsoIdentity {
  email: string;
  name: string | null;
}

/**
 * Trades the code for tokens and returns who the ID token (signature, issuer, audience,
 * expiry and nonce checked by openid-client) names. The address must be one the provider
 * verified.
 */
export async function completeOidc(config: oidc.Configuration, callbackUrl: URL, request: OidcRequest): Promise<SsoIdentity> {
  const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: request.codeVerifier,
    expectedState: request.state,
    expectedNonce: request.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims || typeof claims.email !== "string") throw new Error("The ID token carries no email claim.");
  if (claims.email_verified === false) throw new Error("The provider has not verified the email address.");
  return { email: claims.email, name: typeof claims.name === "string" ? claims.name : null };
}
