import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { PageQuery } from "@/lib/pagination";
import { OrganizationParams } from "@/lib/organizations/schemas";
import { listSubscriptions } from "@/lib/push/subscriptions";
import { PushSubscriptionList } from "@/lib/push/views";

export const GET = route({ summary: "List push subscriptions", params: OrganizationParams, permission: "push.subscribe", query: PageQuery, responses: { 200: PushSubscriptionList } }, async ({ access, principal, query, request }) =>
  paginated(request, await listSubscriptions(access, principal.user.id, query)),
);
