import { route } from "@/lib/http/route";
import { SubscriptionParams } from "@/lib/push/schemas";
import { deleteSubscription } from "@/lib/push/subscriptions";

/** The subscriber's own, or anyone's for roles that manage push. */
export const DELETE = route({ summary: "Delete a push subscription", params: SubscriptionParams, permission: "push.subscribe", responses: { 204: null } }, ({ access, principal, params }) =>
  deleteSubscription(access, principal.user.id, params.subscription_id),
);
