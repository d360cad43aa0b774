import type { TokenRow } from "./types";

interface TokenView {
  token_id: string;
  name: string;
  prefix: string;
  role: string | null;
  documentation_id: string | null;
  created_at: Date;
  last_used_at: Date | null;
  expires_at: Date | null;
}

/** The service's token view as plain props for the client table. */
export const tokenRow = (token: TokenView): TokenRow => ({
  token_id: token.token_id,
  name: token.name,
  prefix: token.prefix,
  role: token.role,
  documentation_id: token.documentation_id,
  created_at: token.created_at.toISOString(),
  last_used_at: token.last_used_at?.toISOString() ?? null,
  expires_at: token.expires_at?.toISOString() ?? null,
});
