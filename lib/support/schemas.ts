import { z } from "zod";
import { PageQuery } from "../pagination";

export const ticketStatuses = ["open", "pending", "closed"] as const;
export const ticketPriorities = ["low", "normal", "high", "urgent"] as const;

const Body = z.string().trim().min(1).max(20_000);

export const TicketsParams = z.object({ organization_id: z.string().min(1) });
export const TicketParams = TicketsParams.extend({ ticket_id: z.string().min(1) });
export const AdminTicketParams = z.object({ ticket_id: z.string().min(1) });

export const TicketListQuery = PageQuery.extend({ status: z.enum(ticketStatuses).optional() });
export const AdminTicketListQuery = TicketListQuery.extend({ organization_id: z.string().min(1).optional() });

export const OpenTicketBody = z.strictObject({
  subject: z.string().trim().min(3).max(200),
  body: Body,
  priority: z.enum(ticketPriorities).default("normal"),
});
export type OpenTicketInput = z.output<typeof OpenTicketBody>;

export const CustomerMessageBody = z.strictObject({ body: Body });

/** Customers may close a ticket or reopen it; `pending` (awaiting the customer) is set by staff. */
export const CustomerTicketUpdateBody = z.strictObject({ status: z.enum(["open", "closed"]) });

/** Staff replies leave the ticket `pending` (awaiting the customer) unless told otherwise. */
export const StaffMessageBody = z.strictObject({ body: Body, status: z.enum(ticketStatuses).default("pending") });

export const StaffTicketUpdateBody = z
  .strictObject({ status: z.enum(ticketStatuses), priority: z.enum(ticketPriorities) })
  .partial()
  .refine((value) => Object.keys(value).length > 0, "Send at least one field to change.");
