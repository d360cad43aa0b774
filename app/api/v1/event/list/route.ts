import { route } from "@/lib/http/route";
import { paginatedByBody } from "@/lib/http/paginated";
import { EventListBody } from "@/lib/events/schemas";
import { listEventsInScope } from "@/lib/events/service";
import { tokenScope } from "@/lib/events/token-scope";
import { EventList } from "@/lib/events/views";

/**
 * A JSON array; the next page's cursor is in `X-Next-Cursor` (send it back as `cursor`).
 * Forbidden to personal tokens: the organization (and project) come from an organization token.
 */
export const POST = route(
  { summary: "List events (organization token)", body: EventListBody, bodyOptional: true, problems: ["forbidden", "not_found"], responses: { 200: EventList } },
  async ({ principal, body }) => paginatedByBody(await listEventsInScope(await tokenScope(principal, "events.read"), body)),
);
