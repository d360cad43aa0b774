import Link from "next/link";
import { Inbox } from "lucide-react";
import { CursorPager, hrefWith, loadPage } from "@/components/ui/cursor-pager";
import { EmptyState } from "@/components/ui/empty-state";
import { FilterLinks } from "@/components/ui/filter-links";
import { formatDateTime } from "@/components/ui/format";
import { PageHeader, Section } from "@/components/ui/page";
import { Table, Td, Th } from "@/components/ui/table";
import { PriorityBadge, TicketStatusBadge } from "@/components/support/ticket-labels";
import { ticketStatuses } from "@/lib/support/schemas";
import { listAllTickets } from "@/lib/support/service";
import { requireSystemAdmin } from "../../require-system-admin";

export const metadata = { title: "Support desk" };

const basePath = "/dashboard/admin/support";
const filters = [
  { value: "open", label: "Awaiting staff" },
  { value: "pending", label: "Awaiting customer" },
  { value: "closed", label: "Closed" },
  { value: "all", label: "All" },
] as const;

type StatusFilter = (typeof filters)[number]["value"];

export default async function SupportDeskPage({ searchParams }: { searchParams: Promise<{ status?: string; organization?: string; cursor?: string }> }) {
  await requireSystemAdmin();
  const query = await searchParams;
  const status: StatusFilter = filters.some((filter) => filter.value === query.status) ? (query.status as StatusFilter) : "open";
  const organizationId = query.organization || undefined;
  const { page, cursor } = await loadPage(
    (at) =>
      listAllTickets({
        status: status === "all" ? undefined : (status as (typeof ticketStatuses)[number]),
        organization_id: organizationId,
        cursor: at,
        limit: 25,
      }),
    query.cursor,
  );
  const tickets = page.items;
  const organizationName = organizationId ? tickets[0]?.organization_name : undefined;
  return (
    <>
      <PageHeader title="Support desk" description="Tickets from every organization, newest first. Open tickets wait for a staff reply." />
      <Section title={organizationId ? `Tickets of ${organizationName ?? "one organization"}` : "Tickets"}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <FilterLinks
            label="Ticket status"
            options={filters.map((filter) => ({
              label: filter.label,
              href: hrefWith(basePath, { status: filter.value, organization: organizationId }),
              current: filter.value === status,
            }))}
          />
          {organizationId && (
            <Link href={hrefWith(basePath, { status })} className="text-sm text-accent-strong underline-offset-2 hover:underline">
              Show every organization
            </Link>
          )}
        </div>
        {tickets.length === 0 ? (
          <EmptyState icon={Inbox} title={status === "open" ? "Nothing awaits a reply" : "No tickets"}>
            {status === "open" ? "Every open ticket has been answered." : "No ticket has this status."}
          </EmptyState>
        ) : (
          <Table caption="Support tickets">
            <thead>
              <tr>
                <Th>Subject</Th>
                <Th>Organization</Th>
                <Th>Status</Th>
                <Th>Priority</Th>
                <Th>Last message</Th>
              </tr>
            </thead>
            <tbody>
              {tickets.map((ticket) => (
                <tr key={ticket.ticket_id}>
                  <Td>
                    <Link href={`${basePath}/${ticket.ticket_id}`} className="font-medium text-accent-strong underline-offset-2 hover:underline">
                      {ticket.subject}
                    </Link>
                  </Td>
                  <Td>
                    <Link href={`/dashboard/admin/customers/${ticket.organization_id}`} className="underline-offset-2 hover:underline">
                      {ticket.organization_name}
                    </Link>
                  </Td>
                  <Td>
                    <TicketStatusBadge status={ticket.status} audience="staff" />
                  </Td>
                  <Td>
                    <PriorityBadge priority={ticket.priority} />
                  </Td>
                  <Td>
                    <time dateTime={ticket.last_message_at.toISOString()}>{formatDateTime(ticket.last_message_at)}</time>
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <CursorPager path={basePath} query={{ status, organization: organizationId }} cursor={cursor} nextCursor={page.nextCursor} label="Ticket list" />
      </Section>
    </>
  );
}
