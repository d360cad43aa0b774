import { route } from "@/lib/http/route";
import { CreateEventBatchBody, EventCollectionParams } from "@/lib/events/schemas";
import { createDocumentationEvents } from "@/lib/events/service";
import { EventList } from "@/lib/events/views";

/** Answers the events in the order given; the body may be up to 4 MB. */
export const POST = route(
  {
    summary: "Record a batch of project events",
    params: EventCollectionParams,
    permission: "events.write",
    body: CreateEventBatchBody,
    maxBodyBytes: 4 * 1024 * 1024,
    status: 201,
    problems: ["payload_too_large"],
    responses: { 201: EventList },
  },
  ({ access, principal, body }) => createDocumentationEvents(access, principal, body.events),
);
