import { route } from "@/lib/http/route";
import { GitSyncConflictParams } from "@/lib/git-sync/schemas";
import { restoreConflict } from "@/lib/git-sync/service";
import { GitSyncConflictView } from "@/lib/git-sync/views";

/** Puts the dashboard's version back into the draft; the next sync commits it to Git. */
export const POST = route(
  { summary: "Restore the dashboard's version of a Git sync conflict", params: GitSyncConflictParams, permission: "documentation.write", problems: ["conflict", "quota_exceeded", "locked"], responses: { 200: GitSyncConflictView } },
  ({ access, principal, params }) => restoreConflict(access, principal, params.version_id, params.conflict_id),
);
