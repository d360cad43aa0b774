import { route } from "@/lib/http/route";
import { EventListBody } from "@/lib/events/schemas";
import { eventView, listEventsInScope } from "@/lib/events/service";
import { tokenScope } from "@/lib/events/token-scope";

/** A JSON array; the next page's cursor is in `X-Next-Cursor` (send it back as `cursor`). */
export const POST = route({ body: EventListBody, bodyOptional: true }, async ({ principal, body }) => {
  const page = await listEventsInScope(await tokenScope(principal, "events.read"), body);
  const response = Response.json(page.items.map(eventView));
  if (page.nextCursor) response.headers.set("x-next-cursor", page.nextCursor);
  return response;
});
