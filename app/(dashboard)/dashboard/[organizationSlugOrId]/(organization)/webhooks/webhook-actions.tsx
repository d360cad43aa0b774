"use client";

import { Eye, Power, PowerOff, Send, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { SecretField } from "@/components/ui/secret-field";
import { api, errorMessage } from "@/lib/client/api";
import { useApiMutation } from "@/components/use-api-mutation";
import { webhooksApiPath, type WebhookRow } from "./types";

interface Props {
  organizationId: string;
  webhook: WebhookRow;
}

/** Turns a webhook on or off; turning a disabled one on again clears its failures. */
export function ToggleWebhookButton({ organizationId, webhook }: Props) {
  const toggle = useApiMutation({
    mutate: () => api.patch(`${webhooksApiPath(organizationId)}/${webhook.webhook_id}`, { active: !webhook.active }),
    success: webhook.active ? "Webhook turned off." : "Webhook turned on.",
  });
  return (
    <Button variant="ghost" size="sm" loading={toggle.isPending} onClick={() => toggle.mutate()} aria-label={`${webhook.active ? "Turn off" : "Turn on"} ${webhook.url}`}>
      {webhook.active ? <PowerOff className="size-4" aria-hidden /> : <Power className="size-4" aria-hidden />}
      {webhook.active ? "Turn off" : "Turn on"}
    </Button>
  );
}

/** Queues a `webhook.test` delivery; its attempts appear in the delivery log. */
export function SendTestButton({ organizationId, webhook }: Props) {
  const send = useApiMutation({
    mutate: () => api.post(`${webhooksApiPath(organizationId)}/${webhook.webhook_id}/test`),
    success: "Test delivery queued. Refresh the log to see its attempts.",
  });
  return (
    <Button variant="secondary" size="sm" loading={send.isPending} onClick={() => send.mutate()}>
      <Send className="size-4" aria-hidden />
      Send test
    </Button>
  );
}

export function DeleteWebhookButton({ organizationId, webhook, onDeleted }: Props & { onDeleted?: () => void }) {
  const remove = useApiMutation({
    mutate: () => api.delete(`${webhooksApiPath(organizationId)}/${webhook.webhook_id}`),
    success: "Webhook deleted.",
    onSuccess: onDeleted,
  });
  return (
    <ConfirmDialog
      title="Delete this webhook?"
      description={`${webhook.url} receives nothing more, and its delivery log is deleted.`}
      confirmLabel="Delete webhook"
      onConfirm={() => remove.mutateAsync()}
      pending={remove.isPending}
      error={remove.error ? errorMessage(remove.error) : null}
      trigger={
        <Button variant="ghost" size="sm" className="text-danger" aria-label={`Delete ${webhook.url}`}>
          <Trash2 className="size-4" aria-hidden />
          Delete
        </Button>
      }
    />
  );
}

/** Shows the signing secret on demand (admins only reach this page). */
export function RevealSecret({ organizationId, webhook }: Props) {
  const [secret, setSecret] = useState<string | null>(null);
  const reveal = useApiMutation({
    mutate: () => api.get<{ secret: string }>(`${webhooksApiPath(organizationId)}/${webhook.webhook_id}/secret`),
    onSuccess: (result) => setSecret(result.secret),
    refresh: false,
  });
  if (!secret) {
    return (
      <Button variant="secondary" size="sm" loading={reveal.isPending} onClick={() => reveal.mutate()}>
        <Eye className="size-4" aria-hidden />
        Show signing secret
      </Button>
    );
  }
  return <SecretField id="webhook-secret" label="Signing secret" value={secret} />;
}
