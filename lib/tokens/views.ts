import { z } from "zod";
import { Role, TokenKind } from "../generated/prisma/enums";
import { Timestamp, type ViewOf } from "../http/answers";

/** The token the API document's examples show. */
const personalToken = {
  token_id: "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d",
  name: "CI publishing",
  kind: "personal",
  prefix: "dp_pat_k3Zq",
  organization_id: null,
  documentation_id: null,
  role: null,
  created_at: "2026-11-20T08:00:00.000Z",
  last_used_at: "2026-11-25T14:32:00.000Z",
  expires_at: "2027-02-18T08:00:00.000Z",
  revoked_at: null,
};

/** An API token as lists answer it (never its secret). */
export const TokenView = z
  .object({
    token_id: z.string(),
    name: z.string(),
    kind: z.enum(TokenKind),
    prefix: z.string().describe("The token's first characters, to recognise it"),
    organization_id: z.string().nullable(),
    documentation_id: z.string().nullable(),
    role: z.enum(Role).nullable(),
    created_at: Timestamp,
    last_used_at: Timestamp.nullable(),
    expires_at: Timestamp.nullable(),
    revoked_at: Timestamp.nullable(),
  })
  .meta({
    id: "Token",
    examples: [personalToken],
  });
export type TokenView = ViewOf<z.output<typeof TokenView>>;

export const TokenList = z.array(TokenView);

/** A token just created: the only answer that carries its secret. */
export const NewTokenView = TokenView.extend({
  token: z.string().describe("The secret, sent as `Authorization: Bearer`; shown once"),
}).meta({
  id: "NewToken",
  // Just created: never used yet, and its secret shown this once.
  examples: [{ ...personalToken, last_used_at: null, token: "dp_pat_k3Zq7wXvB2nR8sT4yU6pL1mA9cD5eF0g" }],
});
