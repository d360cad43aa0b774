import { z } from "zod";
import { recordDocumentationEvent } from "../events/documentation-events";
import { defineJobFunction, jobEvent } from "../jobs/define";
import { runBackup } from "./run-backup";
import { releaseRestoreLock, runRestore } from "./run-restore";

const BackupJobInput = z.object({ documentationId: z.string(), backupId: z.string() });

export const backupRequested = jobEvent("documentation/backup.requested", BackupJobInput);

export const restoreRequested = jobEvent("documentation/restore.requested", BackupJobInput);

/** Commits the whole project to its backup repository. */
export const backupDocumentation = defineJobFunction({
  id: "backup-documentation",
  summary: "Back up a project to Git",
  trigger: backupRequested,
  retries: 2,
  handler: runBackup,
  onFailure: ({ jobId, input, error }) =>
    recordDocumentationEvent(input.documentationId, "backup.failed", "the backup could not be written.", { backup_id: input.backupId, job_id: jobId, error }),
});

/** Replaces a project's content, configuration and assets with a backup's. */
export const restoreDocumentation = defineJobFunction({
  id: "restore-documentation",
  summary: "Restore a project from a backup",
  trigger: restoreRequested,
  retries: 2,
  handler: runRestore,
  onFailure: async (failure) => {
    await releaseRestoreLock(failure);
    await recordDocumentationEvent(failure.input.documentationId, "restore.failed", "the restore failed; the project was left unchanged.", {
      backup_id: failure.input.backupId,
      job_id: failure.jobId,
      error: failure.error,
    });
  },
});
