import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { DeliveryLogQuery, WebhookParams } from "@/lib/webhooks/schemas";
import { attemptView, listDeliveries } from "@/lib/webhooks/service";

/** The delivery log, newest attempt first, paginated. */
export const GET = route({ params: WebhookParams, query: DeliveryLogQuery, permission: "webhooks.manage" }, async ({ request, access, params, query }) =>
  paginated(request, await listDeliveries(access, params.webhook_id, query), attemptView),
);
