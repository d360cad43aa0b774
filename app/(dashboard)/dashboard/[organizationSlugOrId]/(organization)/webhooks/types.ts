import { platformEventTypes } from "@/lib/events/types";

/** A webhook as the dashboard's client components receive it (dates as ISO strings). */
export interface WebhookRow {
  webhook_id: string;
  url: string;
  description: string;
  event_types: string[];
  active: boolean;
  disabled_at: string | null;
  consecutive_failures: number;
}

export const webhooksApiPath = (organizationId: string) => `/v1/organization/${organizationId}/webhooks`;

/** The platform's event types, offered as choices (custom types are typed in). */
export interface EventTypeChoice {
  type: string;
  description: string;
}

export const eventTypeChoices: EventTypeChoice[] = Object.entries(platformEventTypes).map(([type, description]) => ({ type, description }));

/** The service's view, reduced to what the client components show. */
export function webhookRow(webhook: Omit<WebhookRow, "disabled_at"> & { disabled_at: Date | null }): WebhookRow {
  return {
    webhook_id: webhook.webhook_id,
    url: webhook.url,
    description: webhook.description,
    event_types: webhook.event_types,
    active: webhook.active,
    disabled_at: webhook.disabled_at?.toISOString() ?? null,
    consecutive_failures: webhook.consecutive_failures,
  };
}
