import { csvResponse } from "@/lib/analytics/export";
import { AuditLogExportQuery } from "@/lib/audit/schemas";
import { auditLogCsv } from "@/lib/audit/service";
import { route } from "@/lib/http/route";
import { OrganizationParams } from "@/lib/organizations/schemas";

export const GET = route(
  { params: OrganizationParams, permission: "audit.read", query: AuditLogExportQuery },
  async ({ access, query }) => csvResponse("audit-log", await auditLogCsv(access, query)),
);
