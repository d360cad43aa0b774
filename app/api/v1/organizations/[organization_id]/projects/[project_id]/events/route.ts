import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { CreateEventBody, ListEventsQuery, ProjectParams } from "@/lib/events/schemas";
import { createProjectEvent, eventView, listProjectEvents } from "@/lib/events/service";

export const POST = route(
  { params: ProjectParams, permission: "events.write", body: CreateEventBody, status: 201 },
  ({ access, principal, body }) => createProjectEvent(access, principal, body),
);

export const GET = route(
  { params: ProjectParams, permission: "events.read", query: ListEventsQuery },
  async ({ access, query, request }) => paginated(request, await listProjectEvents(access, query), eventView),
);
