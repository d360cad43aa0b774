import { cron } from "inngest";
import { inngest } from "@/lib/jobs/inngest-client";
import { gitSyncTick } from "@/lib/git-sync/schedule";

/** Every minute on an Inngest server: linked versions with settled edits are committed, and branches due a poll are pulled. */
export const syncGitLinksSchedule = inngest.createFunction(
  { id: "sync-git-links", triggers: [cron("TZ=UTC * * * * *")], retries: 0 },
  async ({ step }) => step.run("tick", async () => ({ ...(await gitSyncTick()) })),
);
