import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { OpenTicketBody, TicketListQuery, TicketsParams } from "@/lib/support/schemas";
import { listTickets, openTicket } from "@/lib/support/service";
import { SupportTicketDetails, SupportTicketList } from "@/lib/support/views";

export const GET = route(
  { summary: "List the organization's support tickets", params: TicketsParams, permission: "support.read", query: TicketListQuery, responses: { 200: SupportTicketList } },
  async ({ access, query, request }) => paginated(request, await listTickets(access, query)),
);

/** The body is the ticket's first message. */
export const POST = route(
  { summary: "Create a support ticket", params: TicketsParams, permission: "support.write", body: OpenTicketBody, status: 201, responses: { 201: SupportTicketDetails } },
  ({ access, principal, body }) => openTicket(access, principal, body),
);
