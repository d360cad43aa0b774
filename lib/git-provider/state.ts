import { randomBytes } from "node:crypto";
import { z } from "zod";
import { invalidInput } from "../errors";
import { sign, verifySignature } from "../secrets";

const purpose = "git-provider-oauth-state";
export const stateLifetimeMs = 10 * 60 * 1000;

const StatePayload = z.object({ organization_id: z.string(), user_id: z.string(), expires_at: z.number(), nonce: z.string() });

/**
 * The OAuth `state`: which organization and user started the flow and until when it may be
 * completed, signed so the callback can trust it without storing anything.
 */
export function issueState(organizationId: string, userId: string, now = Date.now()): { state: string; expiresAt: Date } {
  const expiresAt = now + stateLifetimeMs;
  const payload = Buffer.from(
    JSON.stringify({ organization_id: organizationId, user_id: userId, expires_at: expiresAt, nonce: randomBytes(12).toString("base64url") }),
  ).toString("base64url");
  return { state: `${payload}.${sign(purpose, payload)}`, expiresAt: new Date(expiresAt) };
}

const refuse = (message: string) => invalidInput(message, [{ path: "body.state", message }]);

/** Accepts only a state this server signed, unexpired, for this organization and user. */
export function verifyState(state: string, organizationId: string, userId: string, now = Date.now()): void {
  const [payload, signature, ...rest] = state.split(".");
  if (!payload || !signature || rest.length > 0 || !verifySignature(purpose, payload, signature)) {
    throw refuse("The state is not one this server issued; start the connection again.");
  }
  const parsed = StatePayload.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
  if (!parsed.success) throw refuse("The state is not one this server issued; start the connection again.");
  if (parsed.data.expires_at <= now) throw refuse("The state has expired; start the connection again.");
  if (parsed.data.organization_id !== organizationId || parsed.data.user_id !== userId) {
    throw refuse("The state was issued for another organization or user.");
  }
}
