import { route } from "@/lib/http/route";
import { AdminTicketParams, StaffMessageBody } from "@/lib/support/schemas";
import { addStaffMessage } from "@/lib/support/service";
import { SupportMessageView } from "@/lib/support/views";

/** A staff reply; the ticket becomes `pending` (awaiting the customer) unless `status` says otherwise. */
export const POST = route(
  { summary: "Reply to a support ticket (staff)", auth: "system-admin", params: AdminTicketParams, body: StaffMessageBody, status: 201, responses: { 201: SupportMessageView } },
  ({ principal, params, body }) => addStaffMessage(principal, params.ticket_id, body),
);
