import { Badge } from "@/components/ui/page";

type TicketStatus = "open" | "pending" | "closed";

const statusTone = { open: "info", pending: "warning", closed: "neutral" } as const;

/** `open` waits for staff, `pending` for the customer; each side reads whose turn it is. */
function statusLabel(status: TicketStatus, audience: "customer" | "staff") {
  if (status === "closed") return "Closed";
  if (audience === "staff") return status === "open" ? "Awaiting staff" : "Awaiting customer";
  return status === "open" ? "Awaiting support" : "Awaiting your reply";
}

export function TicketStatusBadge({ status, audience = "customer" }: { status: TicketStatus; audience?: "customer" | "staff" }) {
  return <Badge tone={statusTone[status]}>{statusLabel(status, audience)}</Badge>;
}

const priorityTone = { low: "neutral", normal: "neutral", high: "warning", urgent: "warning" } as const;

export function PriorityBadge({ priority }: { priority: keyof typeof priorityTone }) {
  return <Badge tone={priorityTone[priority]}>{priority}</Badge>;
}
