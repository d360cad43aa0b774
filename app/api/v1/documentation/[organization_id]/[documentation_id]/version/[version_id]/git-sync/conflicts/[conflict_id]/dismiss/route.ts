import { route } from "@/lib/http/route";
import { GitSyncConflictParams } from "@/lib/git-sync/schemas";
import { dismissConflict } from "@/lib/git-sync/service";
import { GitSyncConflictView } from "@/lib/git-sync/views";

/** Keeps Git's version: the conflict is closed and its record stays in the history. */
export const POST = route({ summary: "Dismiss a Git sync conflict, keeping Git's version", params: GitSyncConflictParams, permission: "documentation.write", problems: ["conflict"], responses: { 200: GitSyncConflictView } }, ({ access, principal, params }) =>
  dismissConflict(access, principal, params.version_id, params.conflict_id),
);
