import { releaseRestoreLock, runRestore } from "@/lib/backups/run-restore";
import { defineJobFunction } from "@/lib/jobs/define";
import { restoreRequested } from "../../events";

/** Replaces a project's content, configuration and assets with a backup's. */
export const restoreDocumentation = defineJobFunction({
  id: "restore-documentation",
  trigger: restoreRequested,
  retries: 2,
  handler: runRestore,
  onFailure: releaseRestoreLock,
});
