import { z } from "zod";
import { db } from "../db";
import { defineJobFunction, jobEvent } from "../jobs/define";
import { runSyncJob } from "./run-sync";

const SyncJobInput = z.object({
  linkId: z.string(),
  trigger: z.enum(["webhook", "poll", "edit", "manual", "link", "restore", "change_request"]),
});

export const gitSyncRequested = jobEvent("git-sync/sync.requested", SyncJobInput);

/**
 * Reconciles a linked version with its branch: imports new commits into the draft, then
 * commits the dashboard's edits back. Failures are recorded on the link (its status and
 * history) and retried by the next poll, so the job itself is not retried.
 */
export const syncGitLink = defineJobFunction({
  id: "sync-git-link",
  summary: "Sync a version with its Git branch",
  trigger: gitSyncRequested,
  retries: 0,
  handler: async ({ jobId, input, step }) => step.run("sync", async () => runSyncJob(input.linkId, jobId, input.trigger)),
  onFailure: async ({ jobId, input }) => {
    await db.gitSyncLink.updateMany({ where: { id: input.linkId, jobId }, data: { jobId: null } });
  },
});
