import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { AdminTicketListQuery } from "@/lib/support/schemas";
import { listAllTickets } from "@/lib/support/service";
import { SupportTicketList } from "@/lib/support/views";

export const GET = route({ summary: "List every organization's support tickets (staff)", auth: "system-admin", query: AdminTicketListQuery, responses: { 200: SupportTicketList } }, async ({ query, request }) =>
  paginated(request, await listAllTickets(query)),
);
