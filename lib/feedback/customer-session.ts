import { createHash, randomBytes, randomInt } from "node:crypto";
import { authenticate, type AuthRequest } from "../auth/authenticate";
import { db } from "../db";
import { DomainError, forbidden, invalidInput } from "../errors";
import { sendMail } from "../mailer";
import { hitRateLimits } from "./rate-limit";
import type { CustomerSessionInput } from "./schemas";
import type { CodeSentView, CustomerSessionView } from "./views";
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
 * Issues a session to a roadmap visitor by email (no account: it only lets them vote and
 * submit ideas in this workspace). Where the workspace confirms emails, a call without `code`
 * mails one instead, and the session starts once it comes back. Rate limited per address and
 * per email, which also bounds guesses at a code (5 per 10 minutes against a million codes).
 */
export async function issueCustomerSession(input: CustomerSessionInput, clientAddress: string | null): Promise<CustomerSessionView | CodeSentView> {
  // Limited before the lookup, so the endpoint cannot be used to probe for workspaces.
  await hitRateLimits([
    { key: `customer-session:address:${clientAddress ?? "unknown"}`, limit: 20, windowSeconds: 600 },
    { key: `customer-session:email:${input.workspace}:${input.email}`, limit: 5, windowSeconds: 600 },
  ]);
  const { workspace, organization } = await publicWorkspace(input.workspace);
  if (workspace.confirmCustomerEmails && input.code === undefined) return mailCode(workspace.id, organization.name, input.email);
  return db.$transaction(async (tx) => {
    const customer = await tx.feedbackCustomer.upsert({
      where: { workspaceId_email: { workspaceId: workspace.id, email: input.email } },
      create: { workspaceId: workspace.id, email: input.email },
      update: {},
    });
    if (workspace.confirmCustomerEmails) {
      // Used once: of concurrent calls with the right code, one clears it and the others find none.
      const used = await tx.feedbackCustomer.updateMany({
        where: { id: customer.id, codeHash: hash(input.code!), codeExpiresAt: { gt: new Date() } },
        data: { codeHash: null, codeExpiresAt: null },
      });
      if (used.count === 0) throw invalidInput("The code is wrong or has expired; ask for a new one.", [{ path: "body.code", message: "wrong or expired code" }]);
    }
    const secret = customerTokenPrefix + randomBytes(24).toString("base64url");
    const session = await tx.customerSession.create({
      data: { customerId: customer.id, tokenHash: hash(secret), expiresAt: new Date(Date.now() + sessionLifetimeMs) },
    });
    return { token: secret, customer_email: customer.email, expires_at: session.expiresAt };
  });
}

/** How long a mailed code is good. */
const codeLifetimeMs = 15 * 60 * 1000;

/** Mails a new confirmation code (the latest replaces any earlier one). */
async function mailCode(workspaceId: string, organizationName: string, email: string): Promise<CodeSentView> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const expiresAt = new Date(Date.now() + codeLifetimeMs);
  await db.feedbackCustomer.upsert({
    where: { workspaceId_email: { workspaceId, email } },
    create: { workspaceId, email, codeHash: hash(code), codeExpiresAt: expiresAt },
    update: { codeHash: hash(code), codeExpiresAt: expiresAt },
  });
  await sendMail({
    to: email,
    subject: `Your code for ${organizationName}'s roadmap: ${code}`,
    text: `Enter ${code} on ${organizationName}'s roadmap to vote and share ideas. It is good for 15 minutes.\n\nIf you did not ask for it, ignore this email.`,
  });
  return { confirmation_required: true, customer_email: email, code_expires_at: expiresAt };
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
