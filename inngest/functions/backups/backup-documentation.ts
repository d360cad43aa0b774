import { runBackup } from "@/lib/backups/run-backup";
import { recordProjectEvent } from "@/lib/events/documentation-events";
import { defineJobFunction } from "@/lib/jobs/define";
import { backupRequested } from "../../events";

/** Commits the whole project to its backup repository. */
export const backupDocumentation = defineJobFunction({
  id: "backup-documentation",
  trigger: backupRequested,
  retries: 2,
  handler: runBackup,
  onFailure: ({ jobId, input, error }) =>
    recordProjectEvent(input.documentationId, "backup.failed", "the backup could not be written.", { backup_id: input.backupId, job_id: jobId, error }),
});
