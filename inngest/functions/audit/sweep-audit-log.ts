import { cron } from "inngest";
import { inngest } from "@/lib/jobs/inngest-client";
import { sweepAuditLog } from "@/lib/audit/retention";

/** Hourly on an Inngest server: audit log entries past their plan's retention are deleted. */
export const sweepAuditLogSchedule = inngest.createFunction(
  { id: "sweep-audit-log", triggers: [cron("TZ=UTC 40 * * * *")], retries: 2 },
  async ({ step }) => step.run("sweep", async () => ({ deleted: await sweepAuditLog() })),
);
