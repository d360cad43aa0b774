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

/**
 * Verified tokens are remembered briefly so a request costs no token query. Revocation
 * clears the entry at once in this process; other instances notice within the TTL.
 * Project access is remembered apart (lib/auth/access.ts); organization membership is read on
 * every request.
 */
const cacheTtlMs = Number(process.env.TOKEN_CACHE_TTL_MS ?? 10_000);
const cacheLimit = 10_000;
const verified = new Map<string, { token: AuthenticatedToken; until: number }>();

export type AuthenticatedToken = NonNullable<Awaited<ReturnType<typeof loadActiveToken>>>;

export async function findActiveToken(secret: string): Promise<AuthenticatedToken | null> {
  const hash = hashToken(secret);
  const cached = verified.get(hash);
  const now = Date.now();
  if (cached && cached.until > now && (!cached.token.expiresAt || cached.token.expiresAt.getTime() > now)) return cached.token;
  verified.delete(hash);
  const token = await loadActiveToken(hash);
  if (token && cacheTtlMs > 0) {
    if (verified.size >= cacheLimit) verified.delete(verified.keys().next().value!);
    verified.set(hash, { token, until: now + cacheTtlMs });
  }
  return token;
}

/** Forgets cached verifications of the given tokens (after revocation). */
export function forgetTokens(tokenIds: string[]) {
  for (const [hash, entry] of verified) if (tokenIds.includes(entry.token.id)) verified.delete(hash);
}

async function loadActiveToken(tokenHash: string) {
  const token = await db.apiToken.findUnique({
    where: { tokenHash },
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
