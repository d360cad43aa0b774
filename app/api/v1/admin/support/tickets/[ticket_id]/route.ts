import { route } from "@/lib/http/route";
import { AdminTicketParams, StaffTicketUpdateBody } from "@/lib/support/schemas";
import { getAnyTicket, updateAnyTicket } from "@/lib/support/service";
import { TicketDetails, TicketView } from "@/lib/support/views";

export const GET = route({ auth: "system-admin", params: AdminTicketParams, responses: { 200: TicketDetails } }, ({ params }) =>
  getAnyTicket(params.ticket_id),
);

export const PATCH = route({ auth: "system-admin", params: AdminTicketParams, body: StaffTicketUpdateBody, responses: { 200: TicketView } }, ({ params, body }) =>
  updateAnyTicket(params.ticket_id, body),
);
