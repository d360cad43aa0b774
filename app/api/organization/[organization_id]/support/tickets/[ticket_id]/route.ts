import { route } from "@/lib/http/route";
import { CustomerTicketUpdateBody, TicketParams } from "@/lib/support/schemas";
import { getTicket, setTicketStatus } from "@/lib/support/service";

export const GET = route({ params: TicketParams, permission: "support.read" }, ({ access, params }) => getTicket(access, params.ticket_id));

/** Close or reopen. */
export const PATCH = route(
  { params: TicketParams, permission: "support.write", body: CustomerTicketUpdateBody },
  ({ access, params, body }) => setTicketStatus(access, params.ticket_id, body.status),
);
