import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { CreateEventBody, ListEventsQuery, ProjectParams } from "@/lib/events/schemas";
import { createProjectEvent, listProjectEvents } from "@/lib/events/service";
import { EventList, EventView } from "@/lib/events/view";

export const POST = route(
  { params: ProjectParams, permission: "events.write", body: CreateEventBody, status: 201, responses: { 201: EventView } },
  ({ access, principal, body }) => createProjectEvent(access, principal, body),
);

/** Newest first. */
export const GET = route(
  { params: ProjectParams, permission: "events.read", query: ListEventsQuery, responses: { 200: EventList } },
  async ({ access, query, request }) => paginated(request, await listProjectEvents(access, query)),
);
