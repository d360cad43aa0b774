import Link from "next/link";
import { ArrowLeft, LifeBuoy } from "lucide-react";
import { MessageThread } from "@/components/support/message-thread";
import { PriorityBadge, TicketStatusBadge } from "@/components/support/ticket-labels";
import { EmptyState } from "@/components/ui/empty-state";
import { formatDate, formatDateTime } from "@/components/ui/format";
import { PageHeader, Section } from "@/components/ui/page";
import { Table, Td, Th } from "@/components/ui/table";
import { requireOrganization } from "@/app/(dashboard)/session";
import { DomainError } from "@/lib/errors";
import { getTicket, listTickets } from "@/lib/support/service";
import { OpenTicketForm, ReplyForm } from "./ticket-forms";

export const metadata = { title: "Support" };

async function selectedTicket(access: Parameters<typeof getTicket>[0], ticketId: string | undefined) {
  if (!ticketId) return null;
  try {
    return await getTicket(access, ticketId);
  } catch (error) {
    if (error instanceof DomainError && error.code === "not_found") return null;
    throw error;
  }
}

export default async function SupportPage({
  params,
  searchParams,
}: {
  params: Promise<{ organizationSlugOrId: string }>;
  searchParams: Promise<{ ticket?: string }>;
}) {
  const { organizationSlugOrId } = await params;
  const { access, organizationId } = await requireOrganization(organizationSlugOrId, "support.read");
  const [tickets, ticket] = await Promise.all([listTickets(access, { limit: 100 }), selectedTicket(access, (await searchParams).ticket)]);
  const rows = tickets.items;
  return (
    <>
      <PageHeader title="Support" description="Questions and problems for our support team. Everyone in the organization sees its tickets." />
      <div className="space-y-6">
        {ticket && (
          <Section
            title={ticket.subject}
            description={
              <span className="flex flex-wrap items-center gap-2">
                <TicketStatusBadge status={ticket.status} />
                <PriorityBadge priority={ticket.priority} />
                <span>opened {formatDate(ticket.created_at)}</span>
              </span>
            }
          >
            <Link href={`/dashboard/${organizationSlugOrId}/support`} className="mb-4 inline-flex items-center gap-1 text-sm text-secondary hover:text-fg">
              <ArrowLeft className="size-4" aria-hidden />
              All tickets
            </Link>
            <MessageThread messages={ticket.messages} audience="customer" />
            <ReplyForm organizationId={organizationId} ticketId={ticket.ticket_id} closed={ticket.status === "closed"} />
          </Section>
        )}
        <Section title="Tickets">
          {rows.length === 0 ? (
            <EmptyState icon={LifeBuoy} title="No tickets yet">
              Open one below; the support team answers here and the ticket shows when a reply awaits you.
            </EmptyState>
          ) : (
            <Table caption="Support tickets">
              <thead>
                <tr>
                  <Th>Subject</Th>
                  <Th>Status</Th>
                  <Th>Priority</Th>
                  <Th>Last message</Th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.ticket_id} aria-current={row.ticket_id === ticket?.ticket_id ? "true" : undefined} className="aria-[current=true]:bg-indigo-50/60 dark:aria-[current=true]:bg-indigo-950/30">
                    <Td className="font-medium">
                      <Link className="text-accent-strong underline-offset-2 hover:underline" href={`?ticket=${row.ticket_id}`}>
                        {row.subject}
                      </Link>
                    </Td>
                    <Td>
                      <TicketStatusBadge status={row.status} />
                    </Td>
                    <Td>
                      <PriorityBadge priority={row.priority} />
                    </Td>
                    <Td>
                      <time dateTime={row.last_message_at.toISOString()}>{formatDateTime(row.last_message_at)}</time>
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </Section>
        <Section title="Open a ticket" id="open-ticket">
          <OpenTicketForm organizationId={organizationId} />
        </Section>
      </div>
    </>
  );
}
