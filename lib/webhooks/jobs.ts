import { z } from "zod";
import { defineJobFunction, jobEvent } from "../jobs/define";
import type { AttemptResult } from "./policy";

/** Webhook deliveries whose attempt is due (first attempts of recorded events, and retries). */
export const webhookDeliveriesDue = jobEvent("webhooks/deliveries.due", z.object({ deliveryIds: z.array(z.string()).min(1).max(1000) }));

const parallelDeliveries = 8;

export const deliverWebhooksJob = defineJobFunction({
  id: "deliver-webhooks",
  summary: "Deliver webhooks",
  trigger: webhookDeliveriesDue,
  // A failed attempt schedules its own retry (lib/webhooks/policy.ts); the job itself is not retried.
  retries: 0,
  handler: async ({ input, step }) => {
    // Loaded when the job runs: an attempt can record an event, which queues deliveries with
    // this job (deliver → events/record → queue → jobs), so a static import would be a cycle.
    const { attemptDelivery } = await import("./deliver");
    const outcome: Record<AttemptResult, number> = { succeeded: 0, retrying: 0, failed: 0, skipped: 0 };
    const queue = [...input.deliveryIds];
    const worker = async () => {
      for (let id = queue.shift(); id; id = queue.shift()) {
        const deliveryId = id;
        outcome[await step.run(`attempt-${deliveryId}`, () => attemptDelivery(deliveryId))]++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(parallelDeliveries, queue.length) }, worker));
    return outcome;
  },
});
