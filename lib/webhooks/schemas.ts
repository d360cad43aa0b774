import { z } from "zod";
import { EventType } from "../events/schemas";
import { ReceiverUrl } from "../http/receiver-url";
import { PageQuery } from "../pagination";

export const WebhookParams = z.object({ organization_id: z.string().min(1), webhook_id: z.string().min(1) });

/** Event types to deliver; empty (or omitted) delivers every type. */
const EventTypes = z
  .array(EventType)
  .max(50)
  .refine((types) => new Set(types).size === types.length, "each type once");

export const CreateWebhookBody = z.strictObject({
  url: ReceiverUrl,
  description: z.string().trim().max(500).default(""),
  event_types: EventTypes.default([]),
  active: z.boolean().default(true),
}).meta({
  examples: [{ url: "https://hooks.acme.example/docs-platform", description: "Deploy notifications", event_types: ["publish.completed", "publish.failed"] }],
});
export type CreateWebhookInput = z.output<typeof CreateWebhookBody>;

export const UpdateWebhookBody = z
  .strictObject({
    url: ReceiverUrl,
    description: z.string().trim().max(500),
    event_types: EventTypes,
    /** Turning a disabled endpoint on again clears its failure count. */
    active: z.boolean(),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, "Send at least one field to change.")
  .meta({ examples: [{ active: true }, { event_types: [] }] });
export type UpdateWebhookInput = z.output<typeof UpdateWebhookBody>;

export const DeliveryLogQuery = PageQuery.extend({ status: z.enum(["succeeded", "failed"]).optional() });
export type DeliveryLogRequest = z.output<typeof DeliveryLogQuery>;
