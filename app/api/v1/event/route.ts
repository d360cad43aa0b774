import { route } from "@/lib/http/route";
import { DeleteEventBody, DeleteEventQuery } from "@/lib/events/schemas";
import { deleteEventInScope, eventIdFrom } from "@/lib/events/service";
import { tokenScope } from "@/lib/events/token-scope";

/** The event id goes in `?event_id=` or in the body; both are accepted. */
export const DELETE = route(
  { summary: "Delete an event (organization token)", query: DeleteEventQuery, body: DeleteEventBody, bodyOptional: true, problems: ["forbidden", "not_found"], responses: { 204: null } },
  async ({ principal, query, body }) => deleteEventInScope(await tokenScope(principal, "events.write"), eventIdFrom(query.event_id, body?.event_id)),
);
