import { route } from "@/lib/http/route";
import { CustomerParams, CustomerUpdateBody, customerOverview, updateCustomer } from "@/lib/admin/customers";
import { CustomerOverview } from "@/lib/admin/views";

export const GET = route({ summary: "Get a customer's overview", auth: "system-admin", params: CustomerParams, responses: { 200: CustomerOverview } }, ({ params }) =>
  customerOverview(params.organization_id),
);

export const PATCH = route({ summary: "Change a customer's plan or subscription status", auth: "system-admin", params: CustomerParams, body: CustomerUpdateBody, responses: { 200: CustomerOverview } }, ({ params, body }) =>
  updateCustomer(params.organization_id, body),
);
