import { z } from "zod";

/** What the webhook endpoints answer, declared for the API document (times as ISO 8601 UTC). */
const Time = z.iso.datetime();

export const WebhookView = z
  .object({
    webhook_id: z.string(),
    organization_id: z.string(),
    url: z.string(),
    description: z.string(),
    event_types: z.array(z.string()).describe("Types delivered; empty for every type"),
    active: z.boolean(),
    disabled_at: Time.nullable().describe("When the platform turned the webhook off after repeated failures"),
    consecutive_failures: z.number().int(),
    failing_since: Time.nullable(),
    created_at: Time,
    updated_at: Time,
  })
  .meta({ id: "Webhook" });

export const WebhookList = z.array(WebhookView);

export const CreatedWebhook = WebhookView.extend({ secret: z.string().describe("The signing secret (`whsec_…`)") }).meta({ id: "CreatedWebhook" });

export const WebhookSecret = z.object({ webhook_id: z.string(), secret: z.string() }).meta({ id: "WebhookSecret" });

export const QueuedTestDelivery = z
  .object({ delivery_id: z.string(), event_type: z.literal("webhook.test"), status: z.literal("pending") })
  .meta({ id: "QueuedTestDelivery" });

export const DeliveryAttempt = z
  .object({
    attempt_id: z.string(),
    delivery_id: z.string().describe("The webhook-id header, the same on every attempt of one message"),
    event_id: z.string().nullable(),
    event_type: z.string(),
    attempt: z.number().int(),
    status: z.enum(["succeeded", "failed"]),
    delivery_status: z.enum(["pending", "succeeded", "failed"]),
    response_status: z.number().int().nullable(),
    response_excerpt: z.string().nullable().describe("The first kilobyte of the response body"),
    error: z.string().nullable(),
    latency_ms: z.number().int(),
    next_retry_at: Time.nullable(),
    created_at: Time,
  })
  .meta({ id: "WebhookDeliveryAttempt" });

export const DeliveryLog = z.array(DeliveryAttempt);
