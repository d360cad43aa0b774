import Link from "next/link";
import { LifeBuoy } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { formatDate } from "@/components/ui/format";
import { Badge, PageHeader, Section } from "@/components/ui/page";
import { Table, Td, Th } from "@/components/ui/table";
import { requireOrganization } from "@/lib/auth/session";
import { DomainError } from "@/lib/errors";
import { getTicket, listTickets } from "@/lib/support/service";
import { OpenTicketForm, ReplyForm } from "./ticket-forms";

export const metadata = { title: "Support" };

const statusTone = { open: "info", pending: "warning", closed: "neutral" } as const;

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
  return (
    <>
      <PageHeader title="Support" description="Questions and problems for our support team. Everyone in the organization sees its tickets." />
      <div className="space-y-6">
        {ticket && (
          <Section title={ticket.subject} description={`${ticket.status} · ${ticket.priority} priority · opened ${formatDate(ticket.created_at)}`}>
            <ol className="space-y-4">
              {ticket.messages.map((message) => (
                <li key={message.message_id} className="rounded-md bg-zinc-50 p-3 dark:bg-zinc-900">
                  <p className="mb-1 text-xs text-zinc-500">
                    {message.author.kind === "staff" ? "Support team" : message.author.email} · {formatDate(message.created_at)}
                  </p>
                  <p className="text-sm whitespace-pre-wrap">{message.body}</p>
                </li>
              ))}
            </ol>
            <ReplyForm organizationId={organizationId} ticketId={ticket.ticket_id} closed={ticket.status === "closed"} />
          </Section>
        )}
        <Section title="Open a ticket">
          <OpenTicketForm organizationId={organizationId} />
        </Section>
        <Section title="Tickets">
          {tickets.items.length === 0 ? (
            <EmptyState icon={LifeBuoy} title="No tickets yet" />
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
                {tickets.items.map((row) => (
                  <tr key={row.id}>
                    <Td className="font-medium">
                      <Link className="underline-offset-2 hover:underline" href={`?ticket=${row.id}`}>
                        {row.subject}
                      </Link>
                    </Td>
                    <Td>
                      <Badge tone={statusTone[row.status]}>{row.status}</Badge>
                    </Td>
                    <Td>{row.priority}</Td>
                    <Td>{formatDate(row.lastMessageAt)}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </Section>
      </div>
    </>
  );
}
