import type { NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { DomainError } from "../errors";
import { appSecret } from "../secrets";
import type { Principal } from "./principal";
import { sessionUser } from "../users";
import { findActiveToken } from "./tokens";

/** A request as authentication reads it: next-auth reads the session cookie from Next's request. */
export type AuthRequest = NextRequest;

const unauthenticated = (message: string) => new DomainError("unauthenticated", message);

/**
 * A bearer token, or else the dashboard's session cookie. Unsafe methods with a cookie must
 * come from our own origin (a cross-site form cannot ride on the session).
 */
export async function authenticate(request: AuthRequest): Promise<Principal> {
  const header = request.headers.get("authorization");
  if (header !== null) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw unauthenticated("The Authorization header must be `Bearer <token>`.");
    const token = await findActiveToken(match[1]!);
    if (!token) throw unauthenticated("The token is invalid, expired or revoked.");
    const { user, ...rest } = token;
    return {
      user,
      via: "token",
      token: {
        id: rest.id,
        kind: rest.kind,
        organizationId: rest.organizationId,
        documentationId: rest.documentationId,
        role: rest.role,
      },
    };
  }
  const session = await sessionPrincipal(request);
  if (!session) throw unauthenticated("Send `Authorization: Bearer <token>`.");
  if (!["GET", "HEAD", "OPTIONS"].includes(request.method) && !isSameOrigin(request)) {
    throw new DomainError("forbidden", "Cross-origin requests may not use the session cookie.");
  }
  return session;
}

async function sessionPrincipal(request: AuthRequest): Promise<Principal | null> {
  if (!request.cookies.getAll().some((cookie) => cookie.name.includes("next-auth.session-token"))) return null;
  const jwt = await getToken({ req: request, secret: appSecret() });
  if (!jwt?.sub) return null;
  const user = await sessionUser(jwt.sub, jwt.signedInAt);
  return user ? { user, via: "session", token: null } : null;
}

function isSameOrigin(request: AuthRequest): boolean {
  const origin = request.headers.get("origin");
  if (origin) {
    const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
    try {
      return new URL(origin).host === host;
    } catch {
      return false;
    }
  }
  return request.headers.get("sec-fetch-site") === "same-origin";
}
