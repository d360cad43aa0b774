"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormError, SelectField } from "@/components/ui/field";
import { TextareaField } from "@/components/ui/textarea-field";
import { api, errorMessage } from "@/lib/client/api";
import { fieldErrorsOf, useApiMutation } from "@/components/use-api-mutation";

const statusOptions = [
  { value: "open", label: "Open" },
  { value: "pending", label: "Pending" },
  { value: "closed", label: "Closed" },
] as const;

const statusHint = "Open awaits staff, pending awaits the customer; a customer message reopens the ticket.";

const priorityOptions = [
  { value: "low", label: "Low" },
  { value: "normal", label: "Normal" },
  { value: "high", label: "High" },
  { value: "urgent", label: "Urgent" },
] as const;

const ticketPath = (ticketId: string) => `/v1/admin/support/tickets/${ticketId}`;

/** A staff reply; it leaves the ticket awaiting the customer unless another status is chosen. */
export function StaffReplyForm({ ticketId }: { ticketId: string }) {
  const [body, setBody] = useState("");
  const [status, setStatus] = useState("pending");
  const reply = useApiMutation({
    mutate: () => api.post(`${ticketPath(ticketId)}/messages`, { body, status }),
    success: "Reply sent.",
    onSuccess: () => setBody(""),
  });
  const errors = fieldErrorsOf(reply.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reply.mutate();
  };
  return (
    <form onSubmit={submit} className="mt-6 space-y-3 border-t border-line pt-5">
      <TextareaField label="Reply as staff" required maxLength={20_000} value={body} error={errors.body} onChange={(event) => setBody(event.target.value)} />
      <div className="flex flex-wrap items-end gap-3">
        <SelectField label="Then set the status to" options={statusOptions} value={status} error={errors.status} onChange={(event) => setStatus(event.target.value)} className="w-48" />
        <Button type="submit" loading={reply.isPending}>
          Send reply
        </Button>
      </div>
      <FormError message={reply.error && !errors.body ? errorMessage(reply.error) : null} />
    </form>
  );
}

export function TicketSettingsForm({ ticketId, status, priority }: { ticketId: string; status: string; priority: string }) {
  const [nextStatus, setNextStatus] = useState(status);
  const [nextPriority, setNextPriority] = useState(priority);
  const update = useApiMutation({
    mutate: () => api.patch(ticketPath(ticketId), { status: nextStatus, priority: nextPriority }),
    success: "Ticket updated.",
  });
  const errors = fieldErrorsOf(update.error);
  const unchanged = nextStatus === status && nextPriority === priority;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate();
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      <SelectField label="Status" options={statusOptions} value={nextStatus} error={errors.status} hint={statusHint} onChange={(event) => setNextStatus(event.target.value)} />
      <SelectField label="Priority" options={priorityOptions} value={nextPriority} error={errors.priority} onChange={(event) => setNextPriority(event.target.value)} />
      <FormError message={update.error ? errorMessage(update.error) : null} />
      <Button type="submit" variant="secondary" disabled={unchanged} loading={update.isPending}>
        Update ticket
      </Button>
    </form>
  );
}
