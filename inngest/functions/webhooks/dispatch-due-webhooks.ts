import { cron } from "inngest";
import { inngest } from "@/lib/jobs/inngest-client";
import { dispatchDueDeliveries } from "@/lib/webhooks/queue";

/** Every minute on an Inngest server: retries that fell due (the app sweeps itself without one). */
export const dispatchDueWebhooksSchedule = inngest.createFunction(
  { id: "dispatch-due-webhooks", triggers: [cron("TZ=UTC * * * * *")], retries: 1 },
  async ({ step }) => step.run("dispatch", async () => ({ jobs: await dispatchDueDeliveries() })),
);
