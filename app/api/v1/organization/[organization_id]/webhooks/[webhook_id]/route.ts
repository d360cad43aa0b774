import { route } from "@/lib/http/route";
import { UpdateWebhookBody, WebhookParams } from "@/lib/webhooks/schemas";
import { deleteWebhook, getWebhook, updateWebhook } from "@/lib/webhooks/service";

export const GET = route({ params: WebhookParams, permission: "webhooks.manage" }, ({ access, params }) => getWebhook(access, params.webhook_id));

export const PATCH = route({ params: WebhookParams, permission: "webhooks.manage", body: UpdateWebhookBody }, ({ access, params, body }) =>
  updateWebhook(access, params.webhook_id, body),
);

export const DELETE = route({ params: WebhookParams, permission: "webhooks.manage" }, ({ access, params }) => deleteWebhook(access, params.webhook_id));
