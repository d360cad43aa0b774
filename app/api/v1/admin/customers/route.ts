import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { CustomerListQuery, listCustomers } from "@/lib/admin/customers";
import { CustomerList } from "@/lib/admin/views";

export const GET = route({ summary: "List customers", auth: "system-admin", query: CustomerListQuery, responses: { 200: CustomerList } }, async ({ query, request }) =>
  paginated(request, await listCustomers(query)),
);
