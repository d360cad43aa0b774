import { z } from "zod";
import { MessageAuthorKind, TicketPriority, TicketStatus } from "../generated/prisma/enums";
import { Timestamp, type ViewOf } from "../http/answers";

export const SupportTicketView = z
  .object({
    ticket_id: z.string(),
    organization_id: z.string(),
    organization_name: z.string().optional().describe("In a ticket's details and in support staff's lists"),
    subject: z.string(),
    status: z.enum(TicketStatus).describe("`pending` awaits the customer's answer"),
    priority: z.enum(TicketPriority),
    opened_by_id: z.string().nullable().describe("The user who opened it; null once that user is deleted"),
    last_message_at: Timestamp,
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: "SupportTicket" });
export type SupportTicketView = ViewOf<z.output<typeof SupportTicketView>>;

/** Newest first. */
export const SupportTicketList = z.array(SupportTicketView);

export const SupportMessageView = z
  .object({
    message_id: z.string(),
    body: z.string(),
    author: z.object({
      user_id: z.string().nullable().describe("Null once the author's user is deleted"),
      email: z.string().describe("The author's address when they wrote it"),
      kind: z.enum(MessageAuthorKind),
    }),
    created_at: Timestamp,
  })
  .meta({ id: "SupportMessage" });
export type SupportMessageView = ViewOf<z.output<typeof SupportMessageView>>;

/** A ticket with its conversation, oldest message first. */
export const SupportTicketDetails = SupportTicketView.extend({ messages: z.array(SupportMessageView) }).meta({ id: "SupportTicketDetails" });
export type SupportTicketDetails = ViewOf<z.output<typeof SupportTicketDetails>>;
