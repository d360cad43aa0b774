import { route } from "@/lib/http/route";
import { OrganizationParams } from "@/lib/organizations/schemas";
import { CreateWebhookBody } from "@/lib/webhooks/schemas";
import { createWebhook, listWebhooks } from "@/lib/webhooks/service";
import { CreatedWebhook, WebhookList } from "@/lib/webhooks/views";

export const GET = route({ summary: "List webhooks", params: OrganizationParams, permission: "webhooks.manage", responses: { 200: WebhookList } }, ({ access }) => listWebhooks(access));

/** The answer carries the signing secret. */
export const POST = route(
  { summary: "Create a webhook", params: OrganizationParams, permission: "webhooks.manage", body: CreateWebhookBody, status: 201, responses: { 201: CreatedWebhook } },
  ({ access, body }) => createWebhook(access, body),
);
