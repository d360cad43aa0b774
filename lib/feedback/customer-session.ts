import { createHash, randomBytes } from "node:crypto";
import { authenticate, type AuthRequest } from "../auth/authenticate";
import { db } from "../db";
import { DomainError, forbidden } from "../errors";
import { hitRateLimits } from "./rate-limit";
import type { CustomerSessionView } from "./views";
import { publicWorkspace, workspaceOf } from "./workspace";

/** Customer session tokens: feedback endpoints of one workspace, no dashboard or API access. */
export const customerTokenPrefix = "dp_cus_";
const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

const hash = (secret: string) => createHash("sha256").update(secret).digest("hex");

/** Who calls a /tasks endpoint, and in which workspace. */
export interface FeedbackCaller {
  workspaceId: string;
  organizationId: string;
  /** One vote per voter and item: `user:<id>` or `customer:<id>`. */
  voterKey: string;
  /** Set for customer sessions: ideas are submitted under this address. */
  customerEmail: string | null;
}

/**
 * Issues a session to a roadmap visitor by email (no account, no verification: it only lets
 * them vote and submit ideas in this workspace). Rate limited per address and per email.
 */
export async function issueCustomerSession(input: { workspace: string; email: string }, clientAddress: string | null): Promise<CustomerSessionView> {
  // Limited before the lookup, so the endpoint cannot be used to probe for workspaces.
  await hitRateLimits([
    { key: `customer-session:address:${clientAddress ?? "unknown"}`, limit: 20, windowSeconds: 600 },
    { key: `customer-session:email:${input.workspace}:${input.email}`, limit: 5, windowSeconds: 600 },
  ]);
  const { workspace } = await publicWorkspace(input.workspace);
  const customer = await db.feedbackCustomer.upsert({
    where: { workspaceId_email: { workspaceId: workspace.id, email: input.email } },
    create: { workspaceId: workspace.id, email: input.email },
    update: {},
  });
  const secret = customerTokenPrefix + randomBytes(24).toString("base64url");
  const session = await db.customerSession.create({
    data: { customerId: customer.id, tokenHash: hash(secret), expiresAt: new Date(Date.now() + sessionLifetimeMs) },
  });
  return { token: secret, customer_email: customer.email, expires_at: session.expiresAt };
}

const unauthenticated = (message: string) => new DomainError("unauthenticated", message);

/**
 * The route authenticator of the /tasks endpoints: a customer session, or an organization
 * token (whose organization's workspace is used; votes count for the token's user).
 */
export async function feedbackCaller(request: AuthRequest): Promise<FeedbackCaller> {
  const secret = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "")?.[1];
  if (secret?.startsWith(customerTokenPrefix)) {
    const session = await db.customerSession.findUnique({
      where: { tokenHash: hash(secret) },
      select: { expiresAt: true, customer: { select: { id: true, email: true, workspace: { select: { id: true, organizationId: true } } } } },
    });
    if (!session || session.expiresAt <= new Date()) throw unauthenticated("The customer session is invalid or expired; start a new one.");
    return {
      workspaceId: session.customer.workspace.id,
      organizationId: session.customer.workspace.organizationId,
      voterKey: `customer:${session.customer.id}`,
      customerEmail: session.customer.email,
    };
  }
  const principal = await authenticate(request);
  if (principal.token?.kind !== "organization" || !principal.token.organizationId) {
    throw forbidden("The feedback endpoints take their workspace from an organization token or a customer session (dp_cus_).");
  }
  const workspace = await workspaceOf(principal.token.organizationId);
  return { workspaceId: workspace.id, organizationId: workspace.organizationId, voterKey: `user:${principal.user.id}`, customerEmail: null };
}

/** Deletes customer sessions that expired before `before` (they no longer authenticate). */
export async function sweepExpiredCustomerSessions(before: Date): Promise<number> {
  return (await db.customerSession.deleteMany({ where: { expiresAt: { lt: before } } })).count;
}
