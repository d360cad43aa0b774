import { csvResponse } from "@/lib/analytics/export";
import { AuditLogExportQuery } from "@/lib/audit/schemas";
import { auditLogCsv } from "@/lib/audit/service";
import { route } from "@/lib/http/route";
import { OrganizationParams } from "@/lib/organizations/schemas";

export const GET = route(
  {
    summary: "Export the audit log as CSV",
    params: OrganizationParams,
    permission: "audit.read",
    query: AuditLogExportQuery,
    responses: {
      200: {
        mediaType: "text/csv",
        description:
          "The filtered log, newest first, as an attachment: created_at, actor_type, actor_id, actor_user_id, action, route, targets (`name=id` pairs), request_id, client_hash, entry_id",
      },
    },
  },
  async ({ access, query }) => csvResponse("audit-log", await auditLogCsv(access, query)),
);
