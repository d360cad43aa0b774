import { z } from "zod";
import { MessageAuthorKind, TicketPriority, TicketStatus } from "../generated/prisma/enums";
import { Timestamp, type ViewOf } from "../http/answers";

export const TicketView = z
  .object({
    ticket_id: z.string(),
    organization_id: z.string(),
    organization_name: z.string().optional().describe("Given to support staff, and in a ticket's details"),
    subject: z.string(),
    status: z.enum(TicketStatus).describe("`open` awaits staff, `pending` awaits the customer"),
    priority: z.enum(TicketPriority),
    opened_by_id: z.string().nullable().describe("The user who opened it (null once deleted)"),
    last_message_at: Timestamp,
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: "SupportTicket" });
export type TicketView = ViewOf<z.output<typeof TicketView>>;

export const TicketList = z.array(TicketView);

export const MessageView = z
  .object({
    message_id: z.string(),
    body: z.string(),
    author: z.object({
      user_id: z.string().nullable().describe("Null once the user is deleted; the email stays"),
      email: z.string(),
      kind: z.enum(MessageAuthorKind),
    }),
    created_at: Timestamp,
  })
  .meta({ id: "SupportMessage" });
export type MessageView = ViewOf<z.output<typeof MessageView>>;

/** A ticket with its conversation, oldest message first. */
export const TicketDetails = TicketView.extend({ messages: z.array(MessageView) }).meta({ id: "SupportTicketDetails" });
export type TicketDetails = ViewOf<z.output<typeof TicketDetails>>;
