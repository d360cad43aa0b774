import { z } from "zod";
import { MessageAuthorKind, TicketPriority, TicketStatus } from "../generated/prisma/enums";
import { Timestamp, type ViewOf } from "../http/answers";

/** The ticket and its first message that the API document's examples show. */
const exportTicket = {
  ticket_id: "4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7b",
  organization_id: "0b7c4f8e-2d1a-4c3b-9e5f-6a7d8c9b0e1f",
  subject: "Custom domain shows a certificate error",
  status: "open",
  priority: "high",
  opened_by_id: "7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a",
  last_message_at: "2026-11-26T08:42:00.000Z",
  created_at: "2026-11-26T08:42:00.000Z",
  updated_at: "2026-11-26T08:42:00.000Z",
};
const firstMessage = {
  message_id: "5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8c",
  body: "docs.acme.example answers with a certificate for another host since this morning.",
  author: { user_id: "7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a", email: "ada@acme.example", kind: "customer" },
  created_at: "2026-11-26T08:42:00.000Z",
};

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
  .meta({ id: "SupportTicket", examples: [exportTicket, { ...exportTicket, organization_name: "Acme" }] });
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
  .meta({ id: "SupportMessage", examples: [firstMessage] });
export type SupportMessageView = ViewOf<z.output<typeof SupportMessageView>>;

/** A ticket with its conversation, oldest message first. */
export const SupportTicketDetails = SupportTicketView.extend({ messages: z.array(SupportMessageView) }).meta({
  id: "SupportTicketDetails",
  examples: [{ ...exportTicket, organization_name: "Acme", messages: [firstMessage] }],
});
export type SupportTicketDetails = ViewOf<z.output<typeof SupportTicketDetails>>;
