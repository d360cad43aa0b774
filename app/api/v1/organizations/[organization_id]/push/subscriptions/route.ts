import { route } from "@/lib/http/route";
import { OrganizationParams } from "@/lib/organizations/schemas";
import { listSubscriptions } from "@/lib/push/subscriptions";
import { PushSubscriptionList } from "@/lib/push/views";

export const GET = route({ summary: "List push subscriptions", params: OrganizationParams, permission: "push.subscribe", responses: { 200: PushSubscriptionList } }, ({ access, principal }) =>
  listSubscriptions(access, principal.user.id),
);
