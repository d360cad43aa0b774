import { route } from "@/lib/http/route";
import { CustomerParams, customerOverview } from "@/lib/admin/customers";

export const GET = route({ auth: "system-admin", params: CustomerParams }, ({ params }) => customerOverview(params.organization_id));
