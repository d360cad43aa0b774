import { BackupParams } from "@/lib/backups/schemas";
import { listBackups, startBackup } from "@/lib/backups/service";
import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { PageQuery } from "@/lib/pagination";

export const POST = route({ params: BackupParams, permission: "documentation.backup", status: 202 }, ({ access, principal }) =>
  startBackup(access, principal),
);

export const GET = route(
  { params: BackupParams, query: PageQuery, permission: "documentation.backup" },
  async ({ access, query, request }) => paginated(request, await listBackups(access, query), (backup) => backup),
);
