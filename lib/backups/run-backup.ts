import { db } from "../db";
import { recordDocumentationEvent } from "../events/documentation-events";
import type { JobRunContext, JsonValue } from "../jobs/types";
import { commitFiles } from "./git";
import { exportDocumentationFiles } from "./documentation-files";
import { remoteOf } from "./remote";

export interface BackupInput extends Record<string, unknown> {
  documentationId: string;
  backupId: string;
}

/** The backup job: the whole project as one commit on the project's branch. */
export async function runBackup({ input, step }: JobRunContext<BackupInput>): Promise<JsonValue> {
  const commit = await step.run("commit", async () => {
    const backup = await db.backup.findUniqueOrThrow({ where: { id: input.backupId } });
    const files = await exportDocumentationFiles(input.documentationId);
    const remote = await remoteOf(input.documentationId, backup.repositoryUrl, backup.branch);
    return commitFiles(remote, input.documentationId, files, `Backup ${backup.id}\n\nDocumentation ${input.documentationId}.`);
  });
  await step.run("record", async () => {
    await db.backup.update({ where: { id: input.backupId }, data: { commitSha: commit, completedAt: new Date() } });
  });
  await step.run("record-event", () =>
    recordDocumentationEvent(input.documentationId, "backup.completed", "backup written to the repository.", { backup_id: input.backupId, commit }),
  );
  return { commit };
}
