import webpush from "web-push";
import { db } from "../db";
import type { Event } from "../generated/prisma/client";
import { guardedRequest } from "../http/guarded-request";
import { receiverAddressPolicy } from "../http/receiver-url";
import { serverOrigin } from "../http/origin";
import { log } from "../log";
import { vapidKeys, vapidSubject } from "./vapid";

const deliveryTimeoutMs = 10_000;
const parallelDeliveries = 8;
/** Push services keep an undelivered message this long (seconds). */
const timeToLive = 24 * 60 * 60;

/** What a push notification carries; the service worker shows `description` and opens `url`. */
export function pushPayload(event: Event) {
  return {
    event_id: event.id,
    type: event.type,
    description: event.description,
    url: `${serverOrigin()}/dashboard/${event.organizationId}${event.documentationId ? `?project=${event.documentationId}` : ""}`,
    organization_id: event.organizationId,
    project_id: event.documentationId,
    created_at: event.createdAt.toISOString(),
  };
}

/**
 * Sends events of one organization to its web push subscriptions (those limited to another
 * project excepted): VAPID-signed, payload encrypted (aes128gcm). Subscriptions the push
 * service reports gone (404/410) are removed; other failures are noted on the subscription.
 */
export async function deliverEventPush(organizationId: string, events: Event[]) {
  const outcome = { delivered: 0, removed: 0, failed: 0 };
  const subscriptions = await db.pushSubscription.findMany({ where: { organizationId, channel: "web_push" } });
  if (subscriptions.length === 0) return outcome;
  const keys = await vapidKeys();
  for (const event of events) {
    const queue = subscriptions.filter((subscription) => !subscription.documentationId || subscription.documentationId === event.documentationId);
    const payload = JSON.stringify(pushPayload(event));
    const worker = async () => {
      for (let subscription = queue.shift(); subscription; subscription = queue.shift()) {
        const result = await sendOne(subscription, payload, keys);
        outcome[result]++;
        if (result === "removed") subscriptions.splice(subscriptions.indexOf(subscription), 1);
      }
    };
    await Promise.all(Array.from({ length: Math.min(parallelDeliveries, queue.length) }, worker));
  }
  return outcome;
}

type Subscription = Awaited<ReturnType<typeof db.pushSubscription.findMany>>[number];

async function sendOne(subscription: Subscription, payload: string, keys: { publicKey: string; privateKey: string }) {
  // web-push prepares the signed, encrypted request; `send` sends it (with a timeout).
  const request = webpush.generateRequestDetails(
    { endpoint: subscription.address, keys: { p256dh: subscription.p256dh!, auth: subscription.auth! } },
    payload,
    {
      vapidDetails: { subject: vapidSubject(), publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: timeToLive,
      contentEncoding: "aes128gcm",
    },
  );
  let status: number;
  try {
    status = await send(request);
  } catch (error) {
    return noteFailure(subscription, `push service unreachable: ${(error as Error).message}`);
  }
  if (status === 404 || status === 410) {
    await db.pushSubscription.deleteMany({ where: { id: subscription.id } });
    log.info("push subscription gone, removed", { subscription_id: subscription.id, status });
    return "removed" as const;
  }
  if (status < 200 || status > 299) return noteFailure(subscription, `push service answered ${status}`);
  await db.pushSubscription.updateMany({ where: { id: subscription.id }, data: { lastDeliveredAt: new Date(), lastError: null } });
  return "delivered" as const;
}

/**
 * Sends a prepared push request (no redirects followed) and answers the push service's
 * status. The endpoint's addresses are checked as they are connected to, so a host name
 * that resolves into the server's own network is refused however it was registered.
 */
function send(request: webpush.RequestDetails): Promise<number> {
  return new Promise((resolve, reject) => {
    const options = { method: request.method, headers: request.headers, signal: AbortSignal.timeout(deliveryTimeoutMs) };
    const outgoing = guardedRequest(new URL(request.endpoint), options, receiverAddressPolicy, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on("error", reject);
    outgoing.end(request.body);
  });
}

async function noteFailure(subscription: Subscription, message: string) {
  log.warn("push delivery failed", { subscription_id: subscription.id, error: message });
  await db.pushSubscription.updateMany({ where: { id: subscription.id }, data: { lastError: message.slice(0, 500) } });
  return "failed" as const;
}
