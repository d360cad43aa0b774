import { route } from "@/lib/http/route";
import { CustomerTicketUpdateBody, TicketParams } from "@/lib/support/schemas";
import { getTicket, setTicketStatus } from "@/lib/support/service";
import { SupportTicketDetails, SupportTicketView } from "@/lib/support/views";

export const GET = route({ summary: "Get a support ticket", params: TicketParams, permission: "support.read", responses: { 200: SupportTicketDetails } }, ({ access, params }) =>
  getTicket(access, params.ticket_id),
);

/** Close or reopen. */
export const PATCH = route(
  { summary: "Close or reopen a support ticket", params: TicketParams, permission: "support.write", body: CustomerTicketUpdateBody, responses: { 200: SupportTicketView } },
  ({ access, params, body }) => setTicketStatus(access, params.ticket_id, body.status),
);
