import { BackupParams, RepositoryBody } from "@/lib/backups/schemas";
import { getBackupRepository, setBackupRepository } from "@/lib/backups/service";
import { BackupRepositoryView } from "@/lib/backups/views";
import { route } from "@/lib/http/route";

export const GET = route({ summary: "Get the backup repository", params: BackupParams, permission: "documentation.backup", responses: { 200: BackupRepositoryView } }, ({ access }) => getBackupRepository(access));

export const PUT = route(
  { summary: "Set the backup repository", params: BackupParams, body: RepositoryBody, permission: "documentation.backup", responses: { 200: BackupRepositoryView } },
  ({ access, principal, body }) => setBackupRepository(access, principal, body),
);
