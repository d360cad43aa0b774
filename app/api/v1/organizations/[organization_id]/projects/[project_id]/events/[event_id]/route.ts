import { route } from "@/lib/http/route";
import { EventParams } from "@/lib/events/schemas";
import { deleteDocumentationEvent } from "@/lib/events/service";

export const DELETE = route({ summary: "Delete a project event", params: EventParams, permission: "events.write", responses: { 204: null } }, ({ access, params }) =>
  deleteDocumentationEvent(access, params.event_id),
);
