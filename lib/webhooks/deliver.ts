import type { IncomingMessage } from "node:http";
import { Webhook } from "standardwebhooks";
import { db } from "../db";
import { recordEventSafely } from "../events/record";
import type { WebhookDelivery, WebhookEndpoint } from "../generated/prisma/client";
import { guardedRequest } from "../http/guarded-request";
import { receiverAddressPolicy } from "../http/receiver-url";
import { log } from "../log";
import { deliveryTimeoutMs, disablingThreshold, excerptBytes, retryDelayMs, type AttemptResult } from "./policy";
import { wakeForRetryAt } from "./queue";
import { openSigningSecret } from "./secret";

interface Outcome {
  succeeded: boolean;
  responseStatus: number | null;
  responseExcerpt: string | null;
  error: string | null;
  durationMs: number;
}

/** Reads at most the excerpt's length of the body, then lets the rest go. */
async function excerpt(response: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    length += chunk.length;
    if (length >= excerptBytes) break;
  }
  response.destroy();
  // Cut at a character boundary: a trailing partial UTF-8 sequence becomes U+FFFD, dropped here.
  return Buffer.concat(chunks).subarray(0, excerptBytes).toString("utf8").replace(/\uFFFD+$/, "");
}

/**
 * POSTs one message: Standard Webhooks headers, the body as stored, no redirects followed,
 * only addresses the receiver policy accepts, everything within the delivery timeout.
 */
async function post(endpoint: WebhookEndpoint, delivery: WebhookDelivery): Promise<Outcome> {
  const body = JSON.stringify(delivery.payload);
  const sentAt = new Date();
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "user-agent": "docs-platform-webhooks",
    "webhook-id": delivery.id,
    "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
  };
  if (endpoint.encryptedSecret) headers["webhook-signature"] = new Webhook(openSigningSecret(endpoint.encryptedSecret)).sign(delivery.id, sentAt, body);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const signal = AbortSignal.timeout(deliveryTimeoutMs());
  try {
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const request = guardedRequest(new URL(endpoint.url), { method: "POST", headers, signal }, receiverAddressPolicy, resolve);
      request.on("error", reject);
      request.end(body);
    });
    const status = response.statusCode ?? 0;
    const text = await excerpt(response);
    const succeeded = status >= 200 && status < 300;
    return { succeeded, responseStatus: status, responseExcerpt: text, error: succeeded ? null : `The endpoint answered ${status}.`, durationMs: elapsed() };
  } catch (error) {
    const message = signal.aborted ? `No answer within ${deliveryTimeoutMs()} ms.` : (error as Error).message;
    return { succeeded: false, responseStatus: null, responseExcerpt: null, error: message.slice(0, 500), durationMs: elapsed() };
  }
}

/**
 * Makes the due attempt of a delivery and logs it: on failure the next attempt is scheduled
 * (policy.ts) or, past the last, the delivery fails. Consecutive failures of the endpoint are
 * counted; past the threshold the endpoint is turned off and a `webhook.disabled` event
 * recorded. Repeating it is harmless: a delivery no longer pending, or attempted meanwhile,
 * is left alone.
 */
export async function attemptDelivery(deliveryId: string): Promise<AttemptResult> {
  const delivery = await db.webhookDelivery.findUnique({ where: { id: deliveryId }, include: { endpoint: true } });
  if (!delivery || delivery.status !== "pending") return "skipped";
  const { endpoint } = delivery;
  // Test messages go out whatever the switch says; events stop when an endpoint is off.
  if (!endpoint.active && delivery.eventId !== null) {
    await db.webhookDelivery.updateMany({ where: { id: delivery.id, status: "pending" }, data: { status: "failed", nextAttemptAt: null, claimedAt: null } });
    return "skipped";
  }
  const outcome = await post(endpoint, delivery);
  const attempt = delivery.attempts + 1;
  const now = new Date();
  const delay = outcome.succeeded ? null : retryDelayMs(attempt);
  const nextRetryAt = delay === null ? null : new Date(now.getTime() + delay);
  const disabled = await db.$transaction(async (tx) => {
    const recorded = await tx.webhookDelivery.updateMany({
      where: { id: delivery.id, status: "pending", attempts: delivery.attempts },
      data: { attempts: attempt, status: outcome.succeeded ? "succeeded" : nextRetryAt ? "pending" : "failed", nextAttemptAt: nextRetryAt, claimedAt: null },
    });
    if (recorded.count === 0) return false;
    await tx.webhookAttempt.create({ data: { deliveryId: delivery.id, endpointId: endpoint.id, attempt, ...outcome, nextRetryAt, createdAt: now } });
    if (endpoint.pushSubscriptionId) {
      await tx.pushSubscription.updateMany({
        where: { id: endpoint.pushSubscriptionId },
        data: outcome.succeeded ? { lastDeliveredAt: now, lastError: null } : { lastError: outcome.error },
      });
    }
    if (outcome.succeeded) {
      await tx.webhookEndpoint.update({ where: { id: endpoint.id }, data: { consecutiveFailures: 0, failingSince: null } });
      return false;
    }
    const failing = await tx.webhookEndpoint.update({ where: { id: endpoint.id }, data: { consecutiveFailures: { increment: 1 } } });
    const failingSince = failing.failingSince ?? now;
    const threshold = disablingThreshold();
    const disable = failing.active && failing.consecutiveFailures >= threshold.failures && now.getTime() - failingSince.getTime() >= threshold.afterMs;
    await tx.webhookEndpoint.update({ where: { id: endpoint.id }, data: { failingSince, ...(disable ? { active: false, disabledAt: now } : {}) } });
    return disable;
  });
  if (disabled) {
    log.warn("webhook endpoint disabled after repeated failures", { webhook_id: endpoint.id, organization_id: endpoint.organizationId });
    await recordEventSafely({
      organizationId: endpoint.organizationId,
      documentationId: endpoint.documentationId,
      type: "webhook.disabled",
      description: `Deliveries to ${endpoint.url} failed repeatedly; the webhook was turned off. Turn it on again once the endpoint answers.`,
      metadata: { webhook_id: endpoint.pushSubscriptionId ? null : endpoint.id, push_subscription_id: endpoint.pushSubscriptionId, url: endpoint.url },
    });
  }
  if (nextRetryAt) wakeForRetryAt(nextRetryAt);
  return outcome.succeeded ? "succeeded" : nextRetryAt ? "retrying" : "failed";
}
