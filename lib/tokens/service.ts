import { z } from "zod";
import type { OrganizationAccess } from "../auth/access";
import type { Principal } from "../auth/principal";
import { roles } from "../auth/roles";
import { forgetTokens, generateSecret, hashToken } from "../auth/tokens";
import { db } from "../db";
import { forbidden, invalidInput, notFound } from "../errors";
import type { ApiToken, Prisma, TokenKind } from "../generated/prisma/client";
import { createdBefore, CreatedCursor, createdCursorOf, decodeCursor, fetchPage, mapPage, type Page, type PageRequest } from "../pagination";
import type { TokenView } from "./views";

export const TokenParams = z.object({ token_id: z.string().min(1) });
export const OrganizationTokenParams = z.object({ organization_id: z.string().min(1), token_id: z.string().min(1) });

const Name = z.string().trim().min(1).max(100);
const ExpiresInDays = z.number().int().min(1).max(3650).optional();

export const CreatePersonalTokenBody = z
  .strictObject({ name: Name, expires_in_days: ExpiresInDays })
  .meta({ examples: [{ name: "CI publishing", expires_in_days: 90 }] });
export const CreateOrganizationTokenBody = z
  .strictObject({
    name: Name,
    role: z.enum(roles).exclude(["owner"]).default("member"),
    /** Limits the token to one documentation project. */
    documentation_id: z.string().min(1).optional(),
    expires_in_days: ExpiresInDays,
  })
  .meta({ examples: [{ name: "Handbook MCP", role: "reader", documentation_id: "5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b", expires_in_days: 365 }] });

function tokenView(token: ApiToken): TokenView {
  return {
    token_id: token.id,
    name: token.name,
    kind: token.kind,
    prefix: token.displayPrefix,
    organization_id: token.organizationId,
    documentation_id: token.documentationId,
    role: token.role,
    created_at: token.createdAt,
    last_used_at: token.lastUsedAt,
    expires_at: token.expiresAt,
    revoked_at: token.revokedAt,
  };
}

interface NewToken {
  kind: TokenKind;
  name: string;
  userId: string;
  organizationId?: string;
  documentationId?: string;
  role?: (typeof roles)[number];
  expiresInDays?: number;
}

/** Issues a token; the secret is in this answer only and never stored. */
export async function issueToken(input: NewToken) {
  const secret = generateSecret(input.kind);
  const token = await db.apiToken.create({
    data: {
      kind: input.kind,
      name: input.name,
      userId: input.userId,
      organizationId: input.organizationId,
      documentationId: input.documentationId,
      role: input.role,
      tokenHash: hashToken(secret),
      displayPrefix: secret.slice(0, 11),
      expiresAt: input.expiresInDays ? new Date(Date.now() + input.expiresInDays * 86_400_000) : null,
    },
  });
  return { ...tokenView(token), token: secret };
}

function personalUser(principal: Principal) {
  if (principal.token?.kind === "organization") throw forbidden("Manage personal tokens with a personal token or the dashboard.");
  return principal.user.id;
}

/** One page of active tokens, newest first. */
async function pageOfTokens(where: Prisma.ApiTokenWhereInput, page: PageRequest): Promise<Page<TokenView>> {
  const cursor = decodeCursor(page.cursor, CreatedCursor);
  const tokens = await fetchPage(
    page,
    (take) =>
      db.apiToken.findMany({
        where: { ...where, revokedAt: null, ...createdBefore(cursor) },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take,
      }),
    createdCursorOf,
  );
  return mapPage(tokens, tokenView);
}

export function listPersonalTokens(principal: Principal, page: PageRequest) {
  return pageOfTokens({ userId: personalUser(principal), kind: "personal" }, page);
}

export async function createPersonalToken(principal: Principal, input: z.output<typeof CreatePersonalTokenBody>) {
  return issueToken({ kind: "personal", name: input.name, userId: personalUser(principal), expiresInDays: input.expires_in_days });
}

export async function revokePersonalToken(principal: Principal, tokenId: string) {
  const revoked = await db.apiToken.updateMany({
    where: { id: tokenId, userId: personalUser(principal), kind: "personal", revokedAt: null },
    data: { revokedAt: new Date() },
  });
  if (revoked.count === 0) throw notFound("Token");
  forgetTokens([tokenId]);
}

export function listOrganizationTokens(access: OrganizationAccess, page: PageRequest) {
  return pageOfTokens({ organizationId: access.organizationId, kind: "organization" }, page);
}

export async function createOrganizationToken(
  access: OrganizationAccess,
  principal: Principal,
  input: z.output<typeof CreateOrganizationTokenBody>,
) {
  if (input.documentation_id) {
    const documentation = await db.documentation.findFirst({
      where: { id: input.documentation_id, organizationId: access.organizationId },
      select: { id: true },
    });
    if (!documentation) {
      throw invalidInput("The documentation project is not in this organization.", [
        { path: "body.documentation_id", message: "unknown documentation" },
      ]);
    }
  }
  return issueToken({
    kind: "organization",
    name: input.name,
    userId: principal.user.id,
    organizationId: access.organizationId,
    documentationId: input.documentation_id,
    role: input.role,
    expiresInDays: input.expires_in_days,
  });
}

export async function revokeOrganizationToken(access: OrganizationAccess, tokenId: string) {
  const revoked = await db.apiToken.updateMany({
    where: { id: tokenId, organizationId: access.organizationId, kind: "organization", revokedAt: null },
    data: { revokedAt: new Date() },
  });
  if (revoked.count === 0) throw notFound("Token");
  forgetTokens([tokenId]);
}
