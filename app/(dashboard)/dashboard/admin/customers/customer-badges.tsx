import { Badge } from "@/components/ui/page";

export function PlanBadge({ plan }: { plan: string }) {
  return <Badge tone={plan === "free" ? "neutral" : "info"}>{plan}</Badge>;
}

/** Active subscriptions read as healthy; anything else (past_due, canceled, …) asks for attention. */
export function SubscriptionStatusBadge({ status }: { status: string }) {
  return <Badge tone={status === "active" || status === "trialing" ? "success" : "warning"}>{status.replace(/_/g, " ")}</Badge>;
}
