import { route } from "@/lib/http/route";
import { WebhookParams } from "@/lib/webhooks/schemas";
import { getWebhookSecret } from "@/lib/webhooks/service";

export const GET = route({ params: WebhookParams, permission: "webhooks.manage" }, ({ access, params }) => getWebhookSecret(access, params.webhook_id));
