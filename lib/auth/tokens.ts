import { createHash, randomBytes } from "node:crypto";
import { db } from "../db";
import type { TokenKind } from "../generated/prisma/enums";

/** Recognisable prefixes, so leaked tokens can be found by secret scanners. */
export const tokenPrefixes = { personal: "dp_pat_", organization: "dp_org_" } as const satisfies Record<TokenKind, string>;

export const hashToken = (secret: string) => createHash("sha256").update(secret).digest("hex");

export function generateSecret(kind: TokenKind): string {
  return tokenPrefixes[kind] + randomBytes(24).toString("base64url");
}

/** Last-used times are written at most this often, to keep token checks read-only. */
const lastUsedResolutionMs = 60_000;

export type AuthenticatedToken = NonNullable<Awaited<ReturnType<typeof findActiveToken>>>;

export async function findActiveToken(secret: string) {
  const token = await db.apiToken.findUnique({
    where: { tokenHash: hashToken(secret) },
    select: {
      id: true,
      kind: true,
      organizationId: true,
      documentationId: true,
      role: true,
      revokedAt: true,
      expiresAt: true,
      lastUsedAt: true,
      user: { select: { id: true, email: true, name: true, isSystemAdmin: true } },
    },
  });
  if (!token || token.revokedAt || (token.expiresAt && token.expiresAt < new Date())) return null;
  if (!token.lastUsedAt || Date.now() - token.lastUsedAt.getTime() > lastUsedResolutionMs) {
    void db.apiToken.update({ where: { id: token.id }, data: { lastUsedAt: new Date() } }).catch(() => {});
  }
  return token;
}
