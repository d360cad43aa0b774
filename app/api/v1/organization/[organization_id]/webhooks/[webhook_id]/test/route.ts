import { route } from "@/lib/http/route";
import { WebhookParams } from "@/lib/webhooks/schemas";
import { sendTestWebhook } from "@/lib/webhooks/service";

/** 202: the test message is queued; its attempts appear in the delivery log. */
export const POST = route({ params: WebhookParams, permission: "webhooks.manage", status: 202 }, ({ access, params }) =>
  sendTestWebhook(access, params.webhook_id),
);
