import { route } from "@/lib/http/route";
import { CustomerMessageBody, TicketParams } from "@/lib/support/schemas";
import { addCustomerMessage } from "@/lib/support/service";
import { SupportMessageView } from "@/lib/support/views";

/** (Re)opens the ticket for support staff. */
export const POST = route(
  { summary: "Reply to a support ticket", params: TicketParams, permission: "support.write", body: CustomerMessageBody, status: 201, responses: { 201: SupportMessageView } },
  ({ access, principal, params, body }) => addCustomerMessage(access, principal, params.ticket_id, body.body),
);
