import { cache } from "react";
import { orNotFound } from "@/app/(dashboard)/guards";
import { getAnyTicket } from "@/lib/support/service";
import { requireSystemAdmin } from "../../require-system-admin";

/** The support ticket a dashboard path names, for a system administrator; the 404 page otherwise. */
export const requireStaffTicket = cache(async (ticketId: string) => {
  await requireSystemAdmin();
  return orNotFound(getAnyTicket(ticketId));
});
