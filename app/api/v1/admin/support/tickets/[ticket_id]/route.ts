import { route } from "@/lib/http/route";
import { AdminTicketParams, StaffTicketUpdateBody } from "@/lib/support/schemas";
import { getAnyTicket, updateAnyTicket } from "@/lib/support/service";
import { SupportTicketDetails, SupportTicketView } from "@/lib/support/views";

export const GET = route({ summary: "Get a support ticket (staff)", auth: "system-admin", params: AdminTicketParams, responses: { 200: SupportTicketDetails } }, ({ params }) =>
  getAnyTicket(params.ticket_id),
);

export const PATCH = route({ summary: "Update a support ticket (staff)", auth: "system-admin", params: AdminTicketParams, body: StaffTicketUpdateBody, responses: { 200: SupportTicketView } }, ({ params, body }) =>
  updateAnyTicket(params.ticket_id, body),
);
