import { cron } from "inngest";
import { z } from "zod";
import { inngest } from "@/inngest/client";
import { defineJobFunction, jobEvent } from "@/lib/jobs/define";
import { attemptDelivery, type AttemptResult } from "@/lib/webhooks/deliver";
import { dispatchDueDeliveries } from "@/lib/webhooks/queue";

/** Webhook deliveries whose attempt is due (first attempts of recorded events, and retries). */
export const webhookDeliveriesDue = jobEvent("webhooks/deliveries.due", z.object({ deliveryIds: z.array(z.string()).min(1).max(1000) }));

const parallelDeliveries = 8;

export const deliverWebhooksJob = defineJobFunction({
  id: "deliver-webhooks",
  trigger: webhookDeliveriesDue,
  // A failed attempt schedules its own retry (lib/webhooks/policy.ts); the job itself is not retried.
  retries: 0,
  handler: async ({ input, step }) => {
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

/** Every minute on an Inngest server: retries that fell due (the app sweeps itself without one). */
export const dispatchDueWebhooksSchedule = inngest.createFunction(
  { id: "dispatch-due-webhooks", triggers: [cron("TZ=UTC * * * * *")], retries: 1 },
  async ({ step }) => step.run("dispatch", async () => ({ jobs: await dispatchDueDeliveries() })),
);
