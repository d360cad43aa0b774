import { z } from "zod";
import { Role, TokenKind } from "../generated/prisma/enums";
import { Timestamp, type ViewOf } from "../http/answers";

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
  .meta({ id: "Token" });
export type TokenView = ViewOf<z.output<typeof TokenView>>;

export const TokenList = z.array(TokenView);
