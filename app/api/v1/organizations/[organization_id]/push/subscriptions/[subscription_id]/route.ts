import { route } from "@/lib/http/route";
import { SubscriptionParams } from "@/lib/push/schemas";
import { deleteSubscription } from "@/lib/push/subscriptions";

export const DELETE = route({ params: SubscriptionParams, permission: "push.subscribe" }, ({ access, principal, params }) =>
  deleteSubscription(access, principal.user.id, params.subscription_id),
);
