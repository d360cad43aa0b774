import { route } from "../http/route";
import { BackupParams, RestoreBody } from "./schemas";
import { latestRestore, startRestore } from "./service";
import { RestoreStarted, RestoreView } from "./views";

/** The restore endpoints, served at both paths the API lists. */
export const restoreRoutes = {
  POST: route(
    { params: BackupParams, body: RestoreBody, permission: "documentation.backup", status: 202, problems: ["conflict"], responses: { 202: RestoreStarted } },
    ({ access, principal, body }) => startRestore(access, principal, body.backup_id),
  ),
  GET: route({ params: BackupParams, permission: "documentation.backup", responses: { 200: RestoreView } }, ({ access }) => latestRestore(access)),
};
