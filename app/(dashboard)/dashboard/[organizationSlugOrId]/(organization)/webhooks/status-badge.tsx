import { Badge } from "@/components/ui/page";
import type { WebhookRow } from "./types";

export function WebhookStatusBadge({ webhook }: { webhook: WebhookRow }) {
  if (webhook.active) return webhook.consecutive_failures > 0 ? <Badge tone="warning">Failing</Badge> : <Badge tone="success">Active</Badge>;
  return webhook.disabled_at ? <Badge tone="warning">Disabled after failures</Badge> : <Badge>Off</Badge>;
}
