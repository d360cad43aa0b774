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
    summary: z.string().nullable().describe("What the change was, in words: the route's or the job's summary (`Create an organization token`); null in entries recorded before summaries were"),
    targets: z.record(z.string(), z.string()).describe("Named ids: the path's parameters and the rows the change created"),
    request_id: z.string(),
    client_hash: z.string().nullable().describe("A keyed hash of the client's address, never the address itself"),
  })
  .meta({
    id: "AuditEntry",
    examples: [
      {
        entry_id: "6f7a8b9c-0d1e-4f2a-9b3c-4d5e6f7a8b9d",
        created_at: "2026-11-20T08:00:00.000Z",
        actor_type: "user",
        actor_id: "7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a",
        actor_user_id: "7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a",
        action: "tokens.manage:POST",
        route: "POST /api/v1/organization/{organization_id}/tokens",
        summary: "Create an organization token",
        targets: { organization_id: "0b7c4f8e-2d1a-4c3b-9e5f-6a7d8c9b0e1f", api_token_id: "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d" },
        request_id: "0f9e8d7c-6b5a-4493-8271-605f4e3d2c1b",
        client_hash: "b5d4045c3f466fa91fe2cc6abe79232a1a57cdf104f7a26e716e0a1e2789df78",
      },
      {
        entry_id: "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0e",
        created_at: "2026-11-25T14:00:09.000Z",
        actor_type: "job",
        actor_id: "3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b",
        actor_user_id: "7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a",
        action: "job:publish-documentation",
        route: null,
        summary: "Publish a project",
        targets: { documentation_id: "5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b", job_id: "3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b" },
        request_id: "3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b",
        client_hash: null,
      },
    ],
  });
export type AuditEntryView = ViewOf<z.output<typeof AuditEntryView>>;

/** Newest first. */
export const AuditEntryList = z.array(AuditEntryView);
