import { guardedLayout } from "@/app/(dashboard)/guards";
import { requireStaffTicket } from "./ticket";

export default guardedLayout(({ ticketId }: { ticketId: string }) => requireStaffTicket(ticketId));
