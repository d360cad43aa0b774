import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { AdminTicketListQuery } from "@/lib/support/schemas";
import { listAllTickets, ticketView } from "@/lib/support/service";

export const GET = route({ auth: "system-admin", query: AdminTicketListQuery }, async ({ query, request }) =>
  paginated(request, await listAllTickets(query), ticketView),
);
