import { z } from "zod";
import type { Event } from "../generated/prisma/client";
import { Timestamp, type ViewOf } from "../http/answers";
import { jsonObject } from "../json";

export const EventView = z
  .object({
    event_id: z.string(),
    organization_id: z.string(),
    project_id: z.string().nullable().describe("Null for organization-wide events (`member.joined`)"),
    type: z.string().describe("`deploy.finished`, `member.joined`, …"),
    description: z.string(),
    metadata: z.record(z.string(), z.unknown()).describe("The JSON object the event was recorded with"),
    actor_user_id: z.string().nullable(),
    created_at: Timestamp,
  })
  .meta({
    id: "Event",
    examples: [
      {
        event_id: "8b9c0d1e-2f3a-4b4c-9d5e-6f7a8b9c0d1f",
        organization_id: "0b7c4f8e-2d1a-4c3b-9e5f-6a7d8c9b0e1f",
        project_id: "5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b",
        type: "publish.completed",
        description: "published 42 pages.",
        metadata: { job_id: "3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b", snapshot_id: "6b7c8d9e-0f1a-4b2c-9d3e-4f5a6b7c8d9e", page_count: 42 },
        actor_user_id: "7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a",
        created_at: "2026-11-25T14:00:09.000Z",
      },
      {
        event_id: "9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2a",
        organization_id: "0b7c4f8e-2d1a-4c3b-9e5f-6a7d8c9b0e1f",
        project_id: null,
        type: "member.joined",
        description: "ada@acme.example joined as reader.",
        metadata: { user_id: "7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a", email: "ada@acme.example", role: "reader" },
        actor_user_id: "7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a",
        created_at: "2026-11-12T09:00:00.000Z",
      },
    ],
  });
export type EventView = ViewOf<z.output<typeof EventView>>;

export const EventList = z.array(EventView);

/** An event as the API shows it (and webhooks carry it). */
export function eventView(event: Event): EventView {
  return {
    event_id: event.id,
    organization_id: event.organizationId,
    project_id: event.documentationId,
    type: event.type,
    description: event.description,
    // Recorded from an object (the request's `metadata`, or the platform's own), `{}` by default.
    metadata: jsonObject(event.metadata),
    actor_user_id: event.actorUserId,
    created_at: event.createdAt,
  };
}
