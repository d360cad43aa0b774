export interface TokenRow {
  token_id: string;
  name: string;
  prefix: string;
  role: string | null;
  documentation_id: string | null;
  created_at: string;
  last_used_at: string | null;
  expires_at: string | null;
}

export interface TokenDocumentation {
  documentation_id: string;
  name: string;
}

/** Where a token list lives in the API: personal tokens or one organization's tokens. */
export type TokenScope = { kind: "personal" } | { kind: "organization"; organizationId: string; documentations: TokenDocumentation[] };

export const tokensPath = (scope: TokenScope) =>
  scope.kind === "personal" ? "/v1/tokens" : `/v1/organization/${scope.organizationId}/tokens`;

/** The dashboard lists this many tokens, the newest; the API pages through all of them. */
export const dashboardTokenLimit = 200;
