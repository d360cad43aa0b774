"use client";

import { Pencil, Plus, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogActions } from "@/components/ui/dialog";
import { FormError, InputField } from "@/components/ui/field";
import { SecretField } from "@/components/ui/secret-field";
import { api, errorMessage } from "@/lib/client/api";
import { fieldErrorsOf, useApiMutation } from "@/components/use-api-mutation";
import { webhooksApiPath, type EventTypeChoice, type WebhookRow } from "./types";

interface Props {
  organizationId: string;
  eventTypes: EventTypeChoice[];
  /** Edits this webhook; creates one when absent. */
  webhook?: WebhookRow;
}

const splitTypes = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/** Creates a webhook (then shows its signing secret) or edits one's address, description and event types. */
export function WebhookDialog({ organizationId, eventTypes, webhook }: Props) {
  const platformTypes = new Set(eventTypes.map((choice) => choice.type));
  const initial = {
    url: webhook?.url ?? "",
    description: webhook?.description ?? "",
    chosen: new Set(webhook?.event_types.filter((type) => platformTypes.has(type)) ?? []),
    custom: webhook?.event_types.filter((type) => !platformTypes.has(type)).join(", ") ?? "",
  };
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState(initial.url);
  const [description, setDescription] = useState(initial.description);
  const [chosen, setChosen] = useState(initial.chosen);
  const [custom, setCustom] = useState(initial.custom);
  const [secret, setSecret] = useState<string | null>(null);
  const save = useApiMutation({
    // Creating answers the signing secret too.
    mutate: (body: Record<string, unknown>) =>
      webhook
        ? api.patch<WebhookRow & { secret?: string }>(`${webhooksApiPath(organizationId)}/${webhook.webhook_id}`, body)
        : api.post<WebhookRow & { secret?: string }>(webhooksApiPath(organizationId), body),
    success: webhook ? "Webhook saved." : "Webhook created.",
    onSuccess: (result) => {
      if (result.secret) setSecret(result.secret);
      else change(false);
    },
  });
  const errors = fieldErrorsOf(save.error);

  function change(next: boolean) {
    setOpen(next);
    if (!next) {
      setSecret(null);
      setUrl(initial.url);
      setDescription(initial.description);
      setChosen(initial.chosen);
      setCustom(initial.custom);
      save.reset();
    }
  }

  function toggle(type: string, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(type);
    else next.delete(type);
    setChosen(next);
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate({ url, description, event_types: [...new Set([...chosen, ...splitTypes(custom)])] });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={secret ? "Copy the signing secret" : webhook ? "Edit webhook" : "Add webhook"}
      description={secret ? undefined : "Events are POSTed to this address as JSON, signed with the Standard Webhooks scheme."}
      trigger={
        webhook ? (
          <Button variant="ghost" size="sm" aria-label={`Edit ${webhook.url}`}>
            <Pencil className="size-4" aria-hidden />
            Edit
          </Button>
        ) : (
          <Button>
            <Plus className="size-4" aria-hidden />
            Add webhook
          </Button>
        )
      }
    >
      {secret ? (
        <div className="space-y-4">
          <p className="flex gap-2 rounded-md border border-warning bg-warning-callout p-3 text-sm text-warning-ink">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            Verify each delivery&apos;s webhook-signature header with this secret. Admins can show it again on the webhook&apos;s page.
          </p>
          <SecretField id="new-webhook-secret" label="Signing secret" value={secret} testId="new-webhook-secret" />
          <DialogActions>
            <Button onClick={() => change(false)}>Done</Button>
          </DialogActions>
        </div>
      ) : (
        <form className="space-y-4" onSubmit={submit}>
          <FormError message={save.error ? errorMessage(save.error) : null} />
          <InputField label="Endpoint URL" name="url" type="url" required maxLength={2048} placeholder="https://example.com/webhooks/docs" value={url} onChange={(event) => setUrl(event.target.value)} error={errors.url} autoFocus />
          <InputField label="Description" name="description" maxLength={500} placeholder="Deploy notifications" value={description} onChange={(event) => setDescription(event.target.value)} error={errors.description} />
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Events</legend>
            <p className="text-xs text-muted">Choose none to receive every event.</p>
            <div className="grid gap-1.5 sm:grid-cols-2">
              {eventTypes.map((choice) => (
                <label key={choice.type} className="flex items-start gap-2 text-sm" title={choice.description}>
                  <input type="checkbox" className="mt-1" checked={chosen.has(choice.type)} onChange={(event) => toggle(choice.type, event.target.checked)} />
                  <code className="text-xs">{choice.type}</code>
                </label>
              ))}
            </div>
            <InputField
              label="Other event types"
              name="custom_event_types"
              placeholder="deploy.finished, release.created"
              value={custom}
              onChange={(event) => setCustom(event.target.value)}
              hint="Types your integrations record, separated by commas."
              error={errors.event_types}
            />
          </fieldset>
          <DialogActions>
            <Button variant="secondary" onClick={() => change(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {webhook ? "Save" : "Add webhook"}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
