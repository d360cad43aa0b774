import { route } from "@/lib/http/route";
import { AdminTicketParams, StaffTicketUpdateBody } from "@/lib/support/schemas";
import { getAnyTicket, updateAnyTicket } from "@/lib/support/service";

export const GET = route({ auth: "system-admin", params: AdminTicketParams }, ({ params }) => getAnyTicket(params.ticket_id));

export const PATCH = route({ auth: "system-admin", params: AdminTicketParams, body: StaffTicketUpdateBody }, ({ params, body }) =>
  updateAnyTicket(params.ticket_id, body),
);
