import { z } from "zod";
import type { Event } from "../generated/prisma/client";
import { Timestamp, type ViewOf } from "../http/answers";

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
  .meta({ id: "Event" });
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
    metadata: event.metadata as Record<string, unknown>,
    actor_user_id: event.actorUserId,
    created_at: event.createdAt,
  };
}
