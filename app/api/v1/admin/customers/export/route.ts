import { route } from "@/lib/http/route";
import { CustomerExportQuery } from "@/lib/admin/customers";
import { customersCsv } from "@/lib/admin/customers-export";

const csv = { mediaType: "text/csv", description: "Every customer the search matches, oldest first: organization_id, name, subscription_status, created_at" };

export const GET = route({ summary: "Export customers as CSV", auth: "system-admin", query: CustomerExportQuery, responses: { 200: csv } }, ({ query }) =>
  new Response(customersCsv(query.search), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="customers-${new Date().toISOString().slice(0, 10)}.csv"`,
      "cache-control": "no-store",
    },
  }),
);
