import { route } from "@/lib/http/route";
import { CustomerParams, CustomerUpdateBody, customerOverview, updateCustomer } from "@/lib/admin/customers";
import { CustomerOverview } from "@/lib/admin/views";

export const GET = route({ auth: "system-admin", params: CustomerParams, responses: { 200: CustomerOverview } }, ({ params }) =>
  customerOverview(params.organization_id),
);

export const PATCH = route({ auth: "system-admin", params: CustomerParams, body: CustomerUpdateBody, responses: { 200: CustomerOverview } }, ({ params, body }) =>
  updateCustomer(params.organization_id, body),
);
