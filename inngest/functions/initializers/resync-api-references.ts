import { cron } from "inngest";
import { inngest } from "@/lib/jobs/inngest-client";
import { resyncDueApiReferences } from "@/lib/initializers/openapi/schedule";

/** Hourly on an Inngest server: API references whose projects ask for it are re-synced from their addresses. */
export const resyncApiReferencesSchedule = inngest.createFunction(
  { id: "resync-api-references", triggers: [cron("TZ=UTC 40 * * * *")], retries: 1 },
  async ({ step }) => step.run("resync", async () => ({ ...(await resyncDueApiReferences()) })),
);
