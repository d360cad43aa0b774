import { z } from "zod";

/** What the webhook endpoints answer, declared for the API document (times as ISO 8601 UTC). */
const Time = z.iso.datetime();

/** The webhook the API document's examples show. */
const deployHook = {
  webhook_id: "6e7f8a9b-0c1d-4e2f-8a3b-4c5d6e7f8a9b",
  organization_id: "0b7c4f8e-2d1a-4c3b-9e5f-6a7d8c9b0e1f",
  url: "https://hooks.acme.example/docs-platform",
  description: "Deploy notifications",
  event_types: ["publish.completed", "publish.failed"],
  active: true,
  disabled_at: null,
  consecutive_failures: 0,
  failing_since: null,
  created_at: "2026-11-10T08:00:00.000Z",
  updated_at: "2026-11-10T08:00:00.000Z",
};

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
  .meta({ id: "Webhook", examples: [deployHook] });

export const WebhookList = z.array(WebhookView);

export const CreatedWebhook = WebhookView.extend({ secret: z.string().describe("The signing secret (`whsec_…`)") }).meta({
  id: "CreatedWebhook",
  examples: [{ ...deployHook, secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" }],
});

export const WebhookSecret = z
  .object({ webhook_id: z.string(), secret: z.string() })
  .meta({ id: "WebhookSecret", examples: [{ webhook_id: deployHook.webhook_id, secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" }] });

export const QueuedTestDelivery = z
  .object({ delivery_id: z.string(), event_type: z.literal("webhook.test"), status: z.literal("pending") })
  .meta({ id: "QueuedTestDelivery", examples: [{ delivery_id: "8a9b0c1d-2e3f-4a4b-9c5d-6e7f8a9b0c1d", event_type: "webhook.test", status: "pending" }] });

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
  .meta({
    id: "WebhookDeliveryAttempt",
    examples: [
      {
        attempt_id: "9b0c1d2e-3f4a-4b5c-8d6e-7f8a9b0c1d2e",
        delivery_id: "8a9b0c1d-2e3f-4a4b-9c5d-6e7f8a9b0c1d",
        event_id: "1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a",
        event_type: "publish.completed",
        attempt: 2,
        status: "failed",
        delivery_status: "pending",
        response_status: 503,
        response_excerpt: "upstream unavailable",
        error: null,
        latency_ms: 212,
        next_retry_at: "2026-11-21T10:35:05.000Z",
        created_at: "2026-11-21T10:30:05.000Z",
      },
    ],
  });

export const DeliveryLog = z.array(DeliveryAttempt);
