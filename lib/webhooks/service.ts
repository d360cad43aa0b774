import type { OrganizationAccess } from "../auth/access";
import { db } from "../db";
import { conflict, notFound } from "../errors";
import type { Prisma, PushSubscription, WebhookAttempt, WebhookEndpoint } from "../generated/prisma/client";
import { CreatedCursor, createdBefore, createdCursorOf, decodeCursor, fetchPage, mapPage } from "../pagination";
import { enqueueTestDelivery } from "./queue";
import { newSigningSecret, openSigningSecret } from "./secret";
import type { CreateWebhookInput, DeliveryLogRequest, UpdateWebhookInput } from "./schemas";

/** Endpoints an organization may register: each event fans out to every one of them. */
export const endpointsPerOrganization = 25;

export function webhookView(endpoint: WebhookEndpoint) {
  return {
    webhook_id: endpoint.id,
    organization_id: endpoint.organizationId,
    url: endpoint.url,
    description: endpoint.description,
    event_types: endpoint.eventTypes,
    active: endpoint.active,
    /** Set when the platform turned the endpoint off after repeated failures. */
    disabled_at: endpoint.disabledAt,
    consecutive_failures: endpoint.consecutiveFailures,
    failing_since: endpoint.failingSince,
    created_at: endpoint.createdAt,
    updated_at: endpoint.updatedAt,
  };
}

function attemptView(attempt: WebhookAttempt & { delivery: { eventId: string | null; eventType: string; status: string } }) {
  return {
    attempt_id: attempt.id,
    /** The `webhook-id` header: the same on every attempt of one message. */
    delivery_id: attempt.deliveryId,
    event_id: attempt.delivery.eventId,
    event_type: attempt.delivery.eventType,
    attempt: attempt.attempt,
    status: attempt.succeeded ? "succeeded" : "failed",
    /** Where the message stands now: pending (a retry is scheduled), succeeded or failed. */
    delivery_status: attempt.delivery.status,
    response_status: attempt.responseStatus,
    response_excerpt: attempt.responseExcerpt,
    error: attempt.error,
    latency_ms: attempt.durationMs,
    next_retry_at: attempt.nextRetryAt,
    created_at: attempt.createdAt,
  };
}

/** Webhooks registered through this API; `url` push subscriptions have endpoints of their own, not listed here. */
const registered = (access: OrganizationAccess) => ({ organizationId: access.organizationId, pushSubscriptionId: null });

async function findEndpoint(access: OrganizationAccess, webhookId: string): Promise<WebhookEndpoint> {
  const endpoint = await db.webhookEndpoint.findFirst({ where: { id: webhookId, ...registered(access) } });
  if (!endpoint) throw notFound("Webhook");
  return endpoint;
}

export async function listWebhooks(access: OrganizationAccess) {
  const endpoints = await db.webhookEndpoint.findMany({ where: registered(access), orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return endpoints.map(webhookView);
}

export async function getWebhook(access: OrganizationAccess, webhookId: string) {
  return webhookView(await findEndpoint(access, webhookId));
}

/** Registers an endpoint; its signing secret is in this answer (and in GET …/secret for admins). */
export async function createWebhook(access: OrganizationAccess, input: CreateWebhookInput) {
  const { secret, encryptedSecret } = newSigningSecret();
  const endpoint = await db.$transaction(async (tx) => {
    if ((await tx.webhookEndpoint.count({ where: registered(access) })) >= endpointsPerOrganization) {
      throw conflict(`An organization can register at most ${endpointsPerOrganization} webhooks; delete one first.`);
    }
    return tx.webhookEndpoint.create({
      data: {
        organizationId: access.organizationId,
        url: input.url,
        description: input.description,
        eventTypes: input.event_types,
        active: input.active,
        encryptedSecret,
      },
    });
  });
  return { ...webhookView(endpoint), secret };
}

export async function updateWebhook(access: OrganizationAccess, webhookId: string, input: UpdateWebhookInput) {
  const endpoint = await findEndpoint(access, webhookId);
  const reactivated = input.active === true && !endpoint.active;
  const updated = await db.webhookEndpoint.update({
    where: { id: endpoint.id },
    data: {
      url: input.url,
      description: input.description,
      eventTypes: input.event_types,
      active: input.active,
      ...(reactivated ? { consecutiveFailures: 0, failingSince: null, disabledAt: null } : {}),
    },
  });
  return webhookView(updated);
}

/** Removes the endpoint with its delivery log; messages not yet sent are dropped. */
export async function deleteWebhook(access: OrganizationAccess, webhookId: string) {
  const endpoint = await findEndpoint(access, webhookId);
  await db.webhookEndpoint.delete({ where: { id: endpoint.id } });
}

export async function getWebhookSecret(access: OrganizationAccess, webhookId: string) {
  const endpoint = await findEndpoint(access, webhookId);
  return { webhook_id: endpoint.id, secret: openSigningSecret(endpoint.encryptedSecret!) };
}

/** Queues a `webhook.test` message to the endpoint (sent even while it is inactive). */
export async function sendTestWebhook(access: OrganizationAccess, webhookId: string) {
  const endpoint = await findEndpoint(access, webhookId);
  const delivery = await enqueueTestDelivery(endpoint);
  return { delivery_id: delivery.id, event_type: delivery.eventType, status: delivery.status };
}

/** The delivery log, newest attempt first. */
export async function listDeliveries(access: OrganizationAccess, webhookId: string, query: DeliveryLogRequest) {
  const endpoint = await findEndpoint(access, webhookId);
  const cursor = decodeCursor(query.cursor, CreatedCursor);
  const attempts = await fetchPage(
    query,
    (take) =>
      db.webhookAttempt.findMany({
        where: {
          endpointId: endpoint.id,
          ...(query.status ? { succeeded: query.status === "succeeded" } : {}),
          ...createdBefore(cursor),
        },
        include: { delivery: { select: { eventId: true, eventType: true, status: true } } },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take,
      }),
    createdCursorOf,
  );
  return mapPage(attempts, attemptView);
}

/**
 * The endpoint that delivers a `url` push subscription, created or brought up to date (on
 * again, failures forgotten) when someone subscribes; answers its signing secret. One made
 * before deliveries were signed gets a secret now.
 */
export async function subscriptionEndpoint(tx: Prisma.TransactionClient, subscription: PushSubscription): Promise<string> {
  const existing = await tx.webhookEndpoint.findUnique({ where: { pushSubscriptionId: subscription.id } });
  const fresh = existing?.encryptedSecret ? null : newSigningSecret();
  const target = { url: subscription.address, documentationId: subscription.documentationId, active: true, consecutiveFailures: 0, failingSince: null, disabledAt: null };
  if (!existing) {
    await tx.webhookEndpoint.create({
      data: { organizationId: subscription.organizationId, pushSubscriptionId: subscription.id, description: "Push subscription", encryptedSecret: fresh!.encryptedSecret, ...target },
    });
  } else {
    await tx.webhookEndpoint.update({ where: { id: existing.id }, data: { ...target, ...(fresh ? { encryptedSecret: fresh.encryptedSecret } : {}) } });
  }
  return fresh?.secret ?? openSigningSecret(existing!.encryptedSecret!);
}
