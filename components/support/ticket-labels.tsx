import { Badge } from "@/components/ui/page";

export const ticketStatusLabels = { open: "Open", pending: "Awaiting reply", closed: "Closed" } as const;
export type TicketStatusName = keyof typeof ticketStatusLabels;

const statusTone = { open: "info", pending: "warning", closed: "neutral" } as const;

/** `open` waits for staff, `pending` for the customer; members read "Awaiting reply" as "awaiting yours". */
export function TicketStatusBadge({ status, audience = "customer" }: { status: TicketStatusName; audience?: "customer" | "staff" }) {
  const label = status === "pending" ? (audience === "staff" ? "Awaiting customer" : "Awaiting your reply") : ticketStatusLabels[status];
  return <Badge tone={statusTone[status]}>{label}</Badge>;
}

const priorityTone = { low: "neutral", normal: "neutral", high: "warning", urgent: "warning" } as const;

export function PriorityBadge({ priority }: { priority: keyof typeof priorityTone }) {
  return <Badge tone={priorityTone[priority]}>{priority}</Badge>;
}
