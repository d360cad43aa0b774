import { BackupParams } from "@/lib/backups/schemas";
import { listBackups, startBackup } from "@/lib/backups/service";
import { BackupList, BackupView } from "@/lib/backups/views";
import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { PageQuery } from "@/lib/pagination";

export const POST = route({ summary: "Start a backup", params: BackupParams, permission: "documentation.backup", status: 202, problems: ["conflict"], responses: { 202: BackupView } }, ({ access, principal }) =>
  startBackup(access, principal),
);

export const GET = route(
  { summary: "List a project's backups", params: BackupParams, query: PageQuery, permission: "documentation.backup", responses: { 200: BackupList } },
  async ({ access, query, request }) => paginated(request, await listBackups(access, query)),
);
