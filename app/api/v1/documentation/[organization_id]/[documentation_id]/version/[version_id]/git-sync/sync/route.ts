import { route } from "@/lib/http/route";
import { GitSyncParams } from "@/lib/git-sync/schemas";
import { syncNow } from "@/lib/git-sync/service";
import { SyncStarted } from "@/lib/git-sync/views";

/** Pulls the branch and commits the dashboard's edits now, instead of waiting for the webhook, the poll or the edit delay. */
export const POST = route({ summary: "Sync a version with Git now", params: GitSyncParams, permission: "documentation.write", status: 202, problems: ["quota_exceeded"], responses: { 202: SyncStarted } }, ({ access, principal, params }) =>
  syncNow(access, principal, params.version_id),
);
