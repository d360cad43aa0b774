import { route } from "@/lib/http/route";
import { CustomerParams, customerOverview } from "@/lib/admin/customers";
import { CustomerOverview } from "@/lib/admin/views";

export const GET = route({ auth: "system-admin", params: CustomerParams, responses: { 200: CustomerOverview } }, ({ params }) =>
  customerOverview(params.organization_id),
);
