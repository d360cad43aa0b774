import { route } from "@/lib/http/route";
import { CustomerExportQuery } from "@/lib/admin/customers";
import { customersCsv } from "@/lib/admin/customers-export";

export const GET = route({ auth: "system-admin", query: CustomerExportQuery }, ({ query }) =>
  new Response(customersCsv(query.search), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="customers-${new Date().toISOString().slice(0, 10)}.csv"`,
      "cache-control": "no-store",
    },
  }),
);
