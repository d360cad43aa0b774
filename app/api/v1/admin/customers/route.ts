import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { CustomerListQuery, customerView, listCustomers } from "@/lib/admin/customers";

export const GET = route({ auth: "system-admin", query: CustomerListQuery }, async ({ query, request }) =>
  paginated(request, await listCustomers(query), customerView),
);
