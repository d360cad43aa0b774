import { releaseRestoreLock, runRestore } from "@/lib/backups/run-restore";
import { recordProjectEvent } from "@/lib/events/documentation-events";
import { defineJobFunction } from "@/lib/jobs/define";
import { restoreRequested } from "../../events";

/** Replaces a project's content, configuration and assets with a backup's. */
export const restoreDocumentation = defineJobFunction({
  id: "restore-documentation",
  trigger: restoreRequested,
  retries: 2,
  handler: runRestore,
  onFailure: async (failure) => {
    await releaseRestoreLock(failure);
    await recordProjectEvent(failure.input.documentationId, "restore.failed", "the restore failed; the project was left unchanged.", {
      backup_id: failure.input.backupId,
      job_id: failure.jobId,
      error: failure.error,
    });
  },
});
