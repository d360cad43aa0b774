import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { OpenTicketBody, TicketListQuery, TicketsParams } from "@/lib/support/schemas";
import { listTickets, openTicket, ticketView } from "@/lib/support/service";

export const GET = route({ params: TicketsParams, permission: "support.read", query: TicketListQuery }, async ({ access, query, request }) =>
  paginated(request, await listTickets(access, query), ticketView),
);

export const POST = route(
  { params: TicketsParams, permission: "support.write", body: OpenTicketBody, status: 201 },
  ({ access, principal, body }) => openTicket(access, principal, body),
);
