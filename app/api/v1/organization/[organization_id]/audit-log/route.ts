import { AuditLogQuery } from "@/lib/audit/schemas";
import { listAuditEntries } from "@/lib/audit/service";
import { AuditEntryList } from "@/lib/audit/views";
import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { OrganizationParams } from "@/lib/organizations/schemas";

export const GET = route(
  { summary: "List audit log entries", params: OrganizationParams, permission: "audit.read", query: AuditLogQuery, responses: { 200: AuditEntryList } },
  async ({ access, query, request }) => paginated(request, await listAuditEntries(access, query)),
);
