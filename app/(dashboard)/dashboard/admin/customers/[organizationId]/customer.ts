import { cache } from "react";
import { orNotFound } from "@/app/(dashboard)/guards";
import { customerOverview } from "@/lib/admin/customers";
import { requireSystemAdmin } from "../../require-system-admin";

/** The customer a dashboard path names, for a system administrator; the 404 page otherwise. */
export const requireCustomer = cache(async (organizationId: string) => {
  await requireSystemAdmin();
  return orNotFound(customerOverview(organizationId));
});
