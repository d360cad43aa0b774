import { BackupParams, RepositoryBody } from "@/lib/backups/schemas";
import { getBackupRepository, setBackupRepository } from "@/lib/backups/service";
import { route } from "@/lib/http/route";

export const GET = route({ params: BackupParams, permission: "documentation.backup" }, ({ access }) => getBackupRepository(access));

export const PUT = route(
  { params: BackupParams, body: RepositoryBody, permission: "documentation.backup" },
  ({ access, principal, body }) => setBackupRepository(access, principal, body),
);
