import { can } from "../auth/permissions";
import type { OrganizationAccess } from "../auth/access";
import { db } from "../db";
import { forbidden, notFound } from "../errors";
import type { PushSubscription } from "../generated/prisma/client";
import { CreatedCursor, createdBefore, createdCursorOf, decodeCursor, fetchPage, mapPage, type PageRequest } from "../pagination";
import { subscriptionEndpoint } from "../webhooks/service";
import type { devicePlatforms, SubscriptionInput, UnsubscribeInput } from "./schemas";
import type { PushSubscriptionView, SubscribedView } from "./views";

export interface SubscriptionOwner {
  organizationId: string;
  /** Only this project's events are pushed; null for every event of the organization. */
  documentationId: string | null;
  userId: string;
}

export function subscriptionView(subscription: PushSubscription): PushSubscriptionView {
  const deliverable = subscription.channel !== "device";
  const common = {
    subscription_id: subscription.id,
    organization_id: subscription.organizationId,
    project_id: subscription.documentationId,
    deliverable,
    /** Device tokens are kept until a delivery provider is configured. */
    delivery_status: deliverable ? (subscription.lastError ? "failing" : "active") : "no_provider",
    last_delivered_at: subscription.lastDeliveredAt,
    last_error: subscription.lastError,
    created_at: subscription.createdAt,
  } as const;
  switch (subscription.channel) {
    case "web_push":
      return { channel: "web_push", endpoint: subscription.address, ...common };
    case "device":
      // Stored from the subscribe body's `platform` (DeviceSubscription).
      return { channel: "device", device_token: subscription.address, platform: subscription.platform as (typeof devicePlatforms)[number], ...common };
    case "url":
      return { channel: "url", target_url: subscription.address, ...common };
  }
}

/**
 * Idempotent per organization and endpoint/device/URL: subscribing again refreshes the keys
 * and owner of the existing subscription. Returns whether it was created. A target URL is
 * delivered as a webhook: the answer carries its signing secret (`signing_secret`).
 */
export async function subscribe(owner: SubscriptionOwner, input: SubscriptionInput): Promise<{ created: boolean; subscription: SubscribedView }> {
  const data = {
    documentationId: owner.documentationId,
    userId: owner.userId,
    p256dh: input.p256dh,
    auth: input.auth,
    platform: input.platform,
  };
  return db.$transaction(async (tx) => {
    const inserted = await tx.pushSubscription.createMany({
      data: [{ organizationId: owner.organizationId, channel: input.channel, address: input.address, ...data }],
      skipDuplicates: true,
    });
    const where = { organizationId_channel_address: { organizationId: owner.organizationId, channel: input.channel, address: input.address } };
    const subscription = inserted.count === 1
      ? await tx.pushSubscription.findUniqueOrThrow({ where })
      : await tx.pushSubscription.update({ where, data: { ...data, lastError: null } });
    const view = subscriptionView(subscription);
    if (view.channel !== "url") return { created: inserted.count === 1, subscription: view };
    const signingSecret = await subscriptionEndpoint(tx, subscription);
    return { created: inserted.count === 1, subscription: { ...view, signing_secret: signingSecret } };
  });
}

/** Removes the subscription with this endpoint/device/URL; whoever holds the address may. */
export async function unsubscribe(organizationId: string, input: UnsubscribeInput) {
  const removed = await db.pushSubscription.deleteMany({ where: { organizationId, channel: input.channel, address: input.address } });
  if (removed.count === 0) throw notFound("Push subscription");
}

/** The caller's own subscriptions, or everyone's for roles with push.manage; newest first. */
export async function listSubscriptions(access: OrganizationAccess, userId: string, page: PageRequest) {
  const all = can(access.role, "push.manage");
  const cursor = decodeCursor(page.cursor, CreatedCursor);
  const subscriptions = await fetchPage(
    page,
    (take) =>
      db.pushSubscription.findMany({
        where: { organizationId: access.organizationId, ...(all ? {} : { userId }), ...createdBefore(cursor) },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take,
      }),
    createdCursorOf,
  );
  return mapPage(subscriptions, subscriptionView);
}

/** Own subscriptions, or anyone's for roles with push.manage. */
export async function deleteSubscription(access: OrganizationAccess, userId: string, subscriptionId: string) {
  const subscription = await db.pushSubscription.findFirst({ where: { id: subscriptionId, organizationId: access.organizationId } });
  if (!subscription) throw notFound("Push subscription");
  if (subscription.userId !== userId && !can(access.role, "push.manage")) {
    throw forbidden("Only the subscriber or an organization admin may remove this subscription.");
  }
  await db.pushSubscription.delete({ where: { id: subscription.id } });
}
