import { DomainError } from "../errors";

/** The OAuth application and API of a GitHub-compatible provider (GitHub or GitHub Enterprise). */
export interface GitProviderConfig {
  clientId: string;
  clientSecret: string;
  /** Base of `/authorize` and `/access_token`. */
  oauthUrl: string;
  apiUrl: string;
  /** Sent as `redirect_uri` when set; otherwise the provider uses the application's registered callback URL. */
  redirectUrl: string | null;
  scopes: string;
  timeoutMs: number;
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, "");

/** Read at each call, so configuration changes need no restart of the module. 503 when not configured. */
export function gitProviderConfig(): GitProviderConfig {
  const clientId = process.env.GIT_PROVIDER_CLIENT_ID;
  const clientSecret = process.env.GIT_PROVIDER_CLIENT_SECRET;
  if (!clientId || !clientSecret) {
    throw new DomainError("unavailable", "No Git provider is configured on this server (GIT_PROVIDER_CLIENT_ID and GIT_PROVIDER_CLIENT_SECRET).");
  }
  return {
    clientId,
    clientSecret,
    oauthUrl: withoutTrailingSlash(process.env.GIT_PROVIDER_OAUTH_URL || "https://github.com/login/oauth"),
    apiUrl: withoutTrailingSlash(process.env.GIT_PROVIDER_API_URL || "https://api.github.com"),
    redirectUrl: process.env.GIT_PROVIDER_REDIRECT_URL || null,
    scopes: process.env.GIT_PROVIDER_SCOPES ?? "repo",
    timeoutMs: Number(process.env.GIT_PROVIDER_TIMEOUT_MS ?? 15_000),
  };
}
