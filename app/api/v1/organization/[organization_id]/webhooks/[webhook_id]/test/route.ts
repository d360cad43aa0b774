import { route } from "@/lib/http/route";
import { WebhookParams } from "@/lib/webhooks/schemas";
import { sendTestWebhook } from "@/lib/webhooks/service";
import { QueuedTestDelivery } from "@/lib/webhooks/views";

/** 202: the test message is queued; its attempts appear in the delivery log. */
export const POST = route({ summary: "Send a test message to a webhook", params: WebhookParams, permission: "webhooks.manage", status: 202, responses: { 202: QueuedTestDelivery } }, ({ access, params }) =>
  sendTestWebhook(access, params.webhook_id),
);
