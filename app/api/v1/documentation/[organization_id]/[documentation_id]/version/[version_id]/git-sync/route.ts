import { route } from "@/lib/http/route";
import { GitSyncLinkBody, GitSyncParams } from "@/lib/git-sync/schemas";
import { gitSyncStatus, linkVersion, unlinkVersion } from "@/lib/git-sync/service";
import { GitSyncLinkedView, GitSyncStatusView } from "@/lib/git-sync/views";

export const GET = route({ summary: "Get a version's Git sync status", params: GitSyncParams, permission: "git.read", responses: { 200: GitSyncStatusView } }, ({ access, params }) =>
  gitSyncStatus(access, params.version_id),
);

/** Links the version to a folder of a branch (or changes the link) and starts the first sync. */
export const PUT = route(
  { summary: "Link a version to a Git repository", params: GitSyncParams, body: GitSyncLinkBody, permission: "documentation.configure", problems: ["quota_exceeded", "conflict", "upstream_failed"], responses: { 200: GitSyncLinkedView } },
  ({ access, principal, params, body }) => linkVersion(access, principal, params.version_id, body),
);

export const DELETE = route({ summary: "Unlink a version from its Git repository", params: GitSyncParams, permission: "documentation.configure", status: 204, responses: { 204: null } }, ({ access, params }) =>
  unlinkVersion(access, params.version_id),
);
