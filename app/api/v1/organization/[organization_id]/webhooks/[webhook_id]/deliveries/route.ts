import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { DeliveryLogQuery, WebhookParams } from "@/lib/webhooks/schemas";
import { listDeliveries } from "@/lib/webhooks/service";
import { DeliveryLog } from "@/lib/webhooks/views";

/** The delivery log, newest attempt first, paginated. */
export const GET = route({ summary: "List a webhook's delivery attempts", params: WebhookParams, query: DeliveryLogQuery, permission: "webhooks.manage", responses: { 200: DeliveryLog } }, async ({ request, access, params, query }) =>
  paginated(request, await listDeliveries(access, params.webhook_id, query)),
);
