import { BackupParams, RestoreBody } from "@/lib/backups/schemas";
import { latestRestore, startRestore } from "@/lib/backups/service";
import { RestoreStarted, RestoreView } from "@/lib/backups/views";
import { route } from "@/lib/http/route";

/** Also served under /documentation/{documentation_id}, the other path the API lists. */
export const POST = route(
  { summary: "Restore a backup", params: BackupParams, body: RestoreBody, permission: "documentation.backup", status: 202, problems: ["conflict"], responses: { 202: RestoreStarted } },
  ({ access, principal, body }) => startRestore(access, principal, body.backup_id),
);
export const GET = route({ summary: "Get the latest restore's status", params: BackupParams, permission: "documentation.backup", responses: { 200: RestoreView } }, ({ access }) => latestRestore(access));
