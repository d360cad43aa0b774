import { cron } from "inngest";
import { inngest } from "@/lib/jobs/inngest-client";
import { rollUpAnalytics } from "@/lib/analytics/retention";

/** Hourly on an Inngest server: raw analytics events past the retention window become daily counts. */
export const rollUpAnalyticsSchedule = inngest.createFunction(
  { id: "roll-up-analytics", triggers: [cron("TZ=UTC 20 * * * *")], retries: 2 },
  async ({ step }) => step.run("roll-up", async () => ({ ...(await rollUpAnalytics()) })),
);
