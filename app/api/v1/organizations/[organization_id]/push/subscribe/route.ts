import { route } from "@/lib/http/route";
import { OrganizationParams } from "@/lib/organizations/schemas";
import { SubscribeBody, UnsubscribeBody } from "@/lib/push/schemas";
import { subscribe, unsubscribe } from "@/lib/push/subscriptions";
import { SubscribedView } from "@/lib/push/views";

/** 201 for a new subscription, 200 when this endpoint/device was already subscribed. */
export const POST = route(
  { summary: "Subscribe to push notifications", params: OrganizationParams, permission: "push.subscribe", body: SubscribeBody, responses: { 200: SubscribedView, 201: SubscribedView } },
  async ({ access, principal, body }) => {
    const { created, subscription } = await subscribe(
      { organizationId: access.organizationId, documentationId: access.documentationScope, userId: principal.user.id },
      body,
    );
    return Response.json(subscription, { status: created ? 201 : 200 });
  },
);

export const DELETE = route(
  { summary: "Unsubscribe an address from push notifications", params: OrganizationParams, permission: "push.subscribe", body: UnsubscribeBody, responses: { 204: null } },
  ({ access, body }) => unsubscribe(access.organizationId, body),
);
