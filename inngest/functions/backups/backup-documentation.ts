import { runBackup } from "@/lib/backups/run-backup";
import { defineJobFunction } from "@/lib/jobs/define";
import { backupRequested } from "../../events";

/** Commits the whole project to its backup repository. */
export const backupDocumentation = defineJobFunction({
  id: "backup-documentation",
  trigger: backupRequested,
  retries: 2,
  handler: runBackup,
});
