import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { MessageThread } from "@/components/support/message-thread";
import { PriorityBadge, TicketStatusBadge } from "@/components/support/ticket-labels";
import { formatDate } from "@/components/ui/format";
import { PageHeader, Section } from "@/components/ui/page";
import { StaffReplyForm, TicketSettingsForm } from "./staff-forms";
import { requireStaffTicket } from "./ticket";

export const metadata = { title: "Support ticket" };

export default async function StaffTicketPage({ params }: { params: Promise<{ ticketId: string }> }) {
  const ticket = await requireStaffTicket((await params).ticketId);
  return (
    <>
      <Link href="/dashboard/admin/support" className="mb-3 inline-flex items-center gap-1 text-sm text-secondary hover:text-fg">
        <ArrowLeft className="size-4" aria-hidden />
        Support desk
      </Link>
      <PageHeader
        title={ticket.subject}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <TicketStatusBadge status={ticket.status} audience="staff" />
            <PriorityBadge priority={ticket.priority} />
            <span>
              <Link href={`/dashboard/admin/customers/${ticket.organization_id}`} className="underline underline-offset-2">
                {ticket.organization_name}
              </Link>{" "}
              · opened {formatDate(ticket.created_at)}
            </span>
          </span>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_16rem]">
        <Section title="Conversation" className="min-w-0">
          <MessageThread messages={ticket.messages} audience="staff" />
          <StaffReplyForm ticketId={ticket.ticket_id} />
        </Section>
        <Section title="Ticket" className="self-start">
          <TicketSettingsForm key={`${ticket.status}-${ticket.priority}`} ticketId={ticket.ticket_id} status={ticket.status} priority={ticket.priority} />
        </Section>
      </div>
    </>
  );
}
