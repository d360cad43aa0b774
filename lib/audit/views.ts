import { z } from "zod";
import type { ViewOf } from "../http/answers";

/** An entry of an organization's audit log: who changed what, through which route. */
export const AuditEntryView = z
  .object({
    entry_id: z.string(),
    // The view writes the time itself (the CSV export and the dashboard read it as text).
    created_at: z.iso.datetime(),
    actor_type: z.enum(["user", "token", "job", "internal"]).describe("A dashboard session's user, an API token, a background job, or the internal caller"),
    actor_id: z.string().describe("The user, token or job"),
    actor_user_id: z.string().nullable().describe("The user behind a token, or who started a job"),
    action: z.string().describe("The permission the route requires and the method (`tokens.manage:POST`), or `job:<function>`"),
    route: z.string().nullable().describe("Method and path template (`POST /api/v1/organization/{organization_id}/tokens`); null for jobs"),
    targets: z.record(z.string(), z.string()).describe("Named ids: the path's parameters and the rows the change created"),
    request_id: z.string(),
    client_hash: z.string().nullable().describe("A keyed hash of the client's address, never the address itself"),
  })
  .meta({ id: "AuditEntry" });
export type AuditEntryView = ViewOf<z.output<typeof AuditEntryView>>;

/** Newest first. */
export const AuditEntryList = z.array(AuditEntryView);
