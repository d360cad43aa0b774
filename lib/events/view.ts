import type { Event } from "../generated/prisma/client";

/** An event as the API shows it (and webhooks carry it). */
export function eventView(event: Event) {
  return {
    event_id: event.id,
    organization_id: event.organizationId,
    project_id: event.documentationId,
    type: event.type,
    description: event.description,
    metadata: event.metadata,
    actor_user_id: event.actorUserId,
    created_at: event.createdAt,
  };
}
