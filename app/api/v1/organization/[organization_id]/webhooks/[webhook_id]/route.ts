import { route } from "@/lib/http/route";
import { UpdateWebhookBody, WebhookParams } from "@/lib/webhooks/schemas";
import { deleteWebhook, getWebhook, updateWebhook } from "@/lib/webhooks/service";
import { WebhookView } from "@/lib/webhooks/views";

export const GET = route({ summary: "Get a webhook", params: WebhookParams, permission: "webhooks.manage", responses: { 200: WebhookView } }, ({ access, params }) => getWebhook(access, params.webhook_id));

export const PATCH = route({ summary: "Update a webhook", params: WebhookParams, permission: "webhooks.manage", body: UpdateWebhookBody, responses: { 200: WebhookView } }, ({ access, params, body }) =>
  updateWebhook(access, params.webhook_id, body),
);

export const DELETE = route({ summary: "Delete a webhook", params: WebhookParams, permission: "webhooks.manage", responses: { 204: null } }, ({ access, params }) => deleteWebhook(access, params.webhook_id));
