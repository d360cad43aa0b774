import { route } from "@/lib/http/route";
import { CreateEventBatchBody, ProjectParams } from "@/lib/events/schemas";
import { createProjectEvents } from "@/lib/events/service";

export const POST = route(
  { params: ProjectParams, permission: "events.write", body: CreateEventBatchBody, maxBodyBytes: 4 * 1024 * 1024, status: 201 },
  ({ access, principal, body }) => createProjectEvents(access, principal, body.events),
);
