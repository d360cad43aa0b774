"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormError, InputField, SelectField } from "@/components/ui/field";
import { api, errorMessage } from "@/lib/client/api";
import { fieldErrorsOf, useApiMutation } from "@/lib/client/use-api-mutation";

const textareaClass =
  "block w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm font-normal dark:border-zinc-700 dark:bg-zinc-900";

const priorities = [
  { value: "low", label: "Low" },
  { value: "normal", label: "Normal" },
  { value: "high", label: "High" },
  { value: "urgent", label: "Urgent" },
] as const;

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
      router.push(`?ticket=${ticket.ticket_id}`);
    },
  });
  const errors = fieldErrorsOf(open.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    open.mutate();
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      <InputField label="Subject" required minLength={3} maxLength={200} value={subject} error={errors.subject} onChange={(event) => setSubject(event.target.value)} />
      <SelectField label="Priority" options={priorities} value={priority} onChange={(event) => setPriority(event.target.value)} />
      <label className="block space-y-1.5 text-sm font-medium">
        <span>Describe the problem</span>
        <textarea required rows={5} value={body} onChange={(event) => setBody(event.target.value)} className={textareaClass} />
      </label>
      <FormError message={open.error ? errorMessage(open.error) : null} />
      <Button type="submit" loading={open.isPending}>Open ticket</Button>
    </form>
  );
}

export function ReplyForm({ organizationId, ticketId, closed }: { organizationId: string; ticketId: string; closed: boolean }) {
  const [body, setBody] = useState("");
  const path = `/organization/${organizationId}/support/tickets/${ticketId}`;
  const reply = useApiMutation({ mutate: () => api.post(`${path}/messages`, { body }), success: "Message sent.", onSuccess: () => setBody("") });
  const close = useApiMutation({ mutate: () => api.patch(path, { status: closed ? "open" : "closed" }), success: closed ? "Ticket reopened." : "Ticket closed." });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reply.mutate();
  };
  const error = reply.error ?? close.error;
  return (
    <form onSubmit={submit} className="mt-4 space-y-3">
      <label className="block space-y-1.5 text-sm font-medium">
        <span>Reply</span>
        <textarea required rows={3} value={body} onChange={(event) => setBody(event.target.value)} className={textareaClass} />
      </label>
      <FormError message={error ? errorMessage(error) : null} />
      <div className="flex gap-2">
        <Button type="submit" loading={reply.isPending}>Send</Button>
        <Button variant="secondary" loading={close.isPending} onClick={() => close.mutate()}>
          {closed ? "Reopen ticket" : "Close ticket"}
        </Button>
      </div>
    </form>
  );
}
