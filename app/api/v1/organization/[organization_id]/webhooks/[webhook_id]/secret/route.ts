import { route } from "@/lib/http/route";
import { WebhookParams } from "@/lib/webhooks/schemas";
import { getWebhookSecret } from "@/lib/webhooks/service";
import { WebhookSecret } from "@/lib/webhooks/views";

export const GET = route({ summary: "Get a webhook's signing secret", params: WebhookParams, permission: "webhooks.manage", responses: { 200: WebhookSecret } }, ({ access, params }) => getWebhookSecret(access, params.webhook_id));
