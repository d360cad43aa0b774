"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormError, InputField, SelectField } from "@/components/ui/field";
import { TextareaField } from "@/components/ui/textarea-field";
import { api, errorMessage } from "@/lib/client/api";
import { fieldErrorsOf, useApiMutation } from "@/components/use-api-mutation";

const priorities = [
  { value: "low", label: "Low" },
  { value: "normal", label: "Normal" },
  { value: "high", label: "High" },
  { value: "urgent", label: "Urgent" },
] as const;

/** The form-level message, unless every problem is already shown next to its field. */
function formMessage(error: Error | null, shownFields: Record<string, string>, fields: string[]) {
  if (!error) return null;
  return fields.some((field) => shownFields[field]) ? null : errorMessage(error);
}

export function OpenTicketForm({ organizationId }: { organizationId: string }) {
  const router = useRouter();
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [priority, setPriority] = useState("normal");
  const open = useApiMutation({
    mutate: () => api.post<{ ticket_id: string }>(`/organization/${organizationId}/support/tickets`, { subject, body, priority }),
    success: "Ticket opened.",
    onSuccess: (ticket) => {
      setSubject("");
      setBody("");
      setPriority("normal");
      router.push(`?ticket=${ticket.ticket_id}`);
    },
  });
  const errors = fieldErrorsOf(open.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    open.mutate();
  };
  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <InputField label="Subject" required minLength={3} maxLength={200} value={subject} error={errors.subject} onChange={(event) => setSubject(event.target.value)} />
        <SelectField label="Priority" options={priorities} value={priority} error={errors.priority} onChange={(event) => setPriority(event.target.value)} />
      </div>
      <TextareaField
        label="Describe the problem"
        required
        rows={5}
        maxLength={20_000}
        value={body}
        error={errors.body}
        hint="What you did, what you expected and what happened instead."
        onChange={(event) => setBody(event.target.value)}
      />
      <FormError message={formMessage(open.error, errors, ["subject", "priority", "body"])} />
      <Button type="submit" loading={open.isPending}>
        Open ticket
      </Button>
    </form>
  );
}

export function ReplyForm({ organizationId, ticketId, closed }: { organizationId: string; ticketId: string; closed: boolean }) {
  const [body, setBody] = useState("");
  const path = `/organization/${organizationId}/support/tickets/${ticketId}`;
  const reply = useApiMutation({ mutate: () => api.post(`${path}/messages`, { body }), success: "Message sent.", onSuccess: () => setBody("") });
  const close = useApiMutation({ mutate: () => api.patch(path, { status: closed ? "open" : "closed" }), success: closed ? "Ticket reopened." : "Ticket closed." });
  const errors = fieldErrorsOf(reply.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reply.mutate();
  };
  return (
    <form onSubmit={submit} className="mt-6 space-y-3 border-t border-line pt-5">
      <TextareaField
        label="Add a message"
        required
        rows={3}
        maxLength={20_000}
        value={body}
        error={errors.body}
        hint={closed ? "Sending a message reopens the ticket." : undefined}
        onChange={(event) => setBody(event.target.value)}
      />
      <FormError message={formMessage(reply.error, errors, ["body"]) ?? (close.error ? errorMessage(close.error) : null)} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={reply.isPending}>
          Send message
        </Button>
        <Button variant="secondary" loading={close.isPending} onClick={() => close.mutate()}>
          {closed ? "Reopen ticket" : "Close ticket"}
        </Button>
      </div>
    </form>
  );
}
