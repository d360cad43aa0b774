import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { CreateEventBody, ListEventsQuery, EventCollectionParams } from "@/lib/events/schemas";
import { createDocumentationEvent, listDocumentationEvents } from "@/lib/events/service";
import { EventList, EventView } from "@/lib/events/views";

export const POST = route(
  { summary: "Record a project event", params: EventCollectionParams, permission: "events.write", body: CreateEventBody, status: 201, responses: { 201: EventView } },
  ({ access, principal, body }) => createDocumentationEvent(access, principal, body),
);

/** Newest first. */
export const GET = route(
  { summary: "List a project's events", params: EventCollectionParams, permission: "events.read", query: ListEventsQuery, responses: { 200: EventList } },
  async ({ access, query, request }) => paginated(request, await listDocumentationEvents(access, query)),
);
