import type { z } from "zod";
import type { OrganizationAccess } from "../auth/access";
import type { Principal } from "../auth/principal";
import { db } from "../db";
import { notFound } from "../errors";
import type { Prisma, SupportMessage, SupportTicket, TicketPriority, TicketStatus } from "../generated/prisma/client";
import { createdBefore, CreatedCursor, createdCursorOf, decodeCursor, fetchPage, mapPage, type PageRequest } from "../pagination";
import type { OpenTicketInput, StaffTicketUpdateBody } from "./schemas";
import type { SupportMessageView, SupportTicketDetails, SupportTicketView } from "./views";

type TicketWithOrganization = SupportTicket & { organization?: { name: string } };

function ticketView(ticket: TicketWithOrganization): SupportTicketView {
  return {
    ticket_id: ticket.id,
    organization_id: ticket.organizationId,
    ...(ticket.organization ? { organization_name: ticket.organization.name } : {}),
    subject: ticket.subject,
    status: ticket.status,
    priority: ticket.priority,
    opened_by_id: ticket.openedById,
    last_message_at: ticket.lastMessageAt,
    created_at: ticket.createdAt,
    updated_at: ticket.updatedAt,
  };
}

export function messageView(message: SupportMessage): SupportMessageView {
  return {
    message_id: message.id,
    body: message.body,
    author: { user_id: message.authorId, email: message.authorEmail, kind: message.authorKind },
    created_at: message.createdAt,
  };
}

async function ticketPage(where: Prisma.SupportTicketWhereInput, page: PageRequest, withOrganization: boolean) {
  const cursor = decodeCursor(page.cursor, CreatedCursor);
  const tickets = await fetchPage(
    page,
    (take) =>
      db.supportTicket.findMany({
        where: { ...where, ...createdBefore(cursor) },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take,
        include: withOrganization ? { organization: { select: { name: true } } } : undefined,
      }),
    createdCursorOf,
  );
  return mapPage(tickets, ticketView);
}

async function details(where: Prisma.SupportTicketWhereInput): Promise<SupportTicketDetails> {
  const ticket = await db.supportTicket.findFirst({
    where,
    include: { messages: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] }, organization: { select: { name: true } } },
  });
  if (!ticket) throw notFound("Ticket");
  return { ...ticketView(ticket), messages: ticket.messages.map(messageView) };
}

/** Adds a message and moves the ticket to `status` in one transaction. */
async function appendMessage(
  ticketWhere: Prisma.SupportTicketWhereInput,
  principal: Principal,
  kind: "customer" | "staff",
  body: string,
  status: TicketStatus,
) {
  return db.$transaction(async (tx) => {
    const ticket = await tx.supportTicket.findFirst({ where: ticketWhere, select: { id: true } });
    if (!ticket) throw notFound("Ticket");
    const message = await tx.supportMessage.create({
      data: { ticketId: ticket.id, authorId: principal.user.id, authorEmail: principal.user.email, authorKind: kind, body },
    });
    await tx.supportTicket.update({ where: { id: ticket.id }, data: { status, lastMessageAt: message.createdAt } });
    return messageView(message);
  });
}

// Organization members

export function listTickets(access: OrganizationAccess, query: PageRequest & { status?: TicketStatus }) {
  return ticketPage({ organizationId: access.organizationId, ...(query.status ? { status: query.status } : {}) }, query, false);
}

export async function openTicket(access: OrganizationAccess, principal: Principal, input: OpenTicketInput) {
  const ticket = await db.supportTicket.create({
    data: {
      organizationId: access.organizationId,
      subject: input.subject,
      priority: input.priority,
      openedById: principal.user.id,
      messages: { create: { authorId: principal.user.id, authorEmail: principal.user.email, authorKind: "customer", body: input.body } },
    },
  });
  return details({ id: ticket.id });
}

export const getTicket = (access: OrganizationAccess, ticketId: string) => details({ id: ticketId, organizationId: access.organizationId });

/** A customer message (re)opens the ticket for staff. */
export const addCustomerMessage = (access: OrganizationAccess, principal: Principal, ticketId: string, body: string) =>
  appendMessage({ id: ticketId, organizationId: access.organizationId }, principal, "customer", body, "open");

async function updateTicket(where: Prisma.SupportTicketWhereInput, data: { status?: TicketStatus; priority?: TicketPriority }) {
  const updated = await db.supportTicket.updateManyAndReturn({ where, data });
  if (!updated[0]) throw notFound("Ticket");
  return ticketView(updated[0]);
}

export const setTicketStatus = (access: OrganizationAccess, ticketId: string, status: "open" | "closed") =>
  updateTicket({ id: ticketId, organizationId: access.organizationId }, { status });

// System administrators (support staff)

export function listAllTickets(query: PageRequest & { status?: TicketStatus; organization_id?: string }) {
  return ticketPage(
    { ...(query.status ? { status: query.status } : {}), ...(query.organization_id ? { organizationId: query.organization_id } : {}) },
    query,
    true,
  );
}

export const getAnyTicket = (ticketId: string) => details({ id: ticketId });

export const addStaffMessage = (principal: Principal, ticketId: string, input: { body: string; status: TicketStatus }) =>
  appendMessage({ id: ticketId }, principal, "staff", input.body, input.status);

export const updateAnyTicket = (ticketId: string, input: z.output<typeof StaffTicketUpdateBody>) =>
  updateTicket({ id: ticketId }, input);
