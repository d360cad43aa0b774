"use client";

import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatDateTime } from "@/components/ui/format";
import { Table, Td, Th } from "@/components/ui/table";
import { api, errorMessage } from "@/lib/client/api";
import { useApiMutation } from "@/components/use-api-mutation";

export interface EventRow {
  event_id: string;
  project_id: string | null;
  documentation_name: string | null;
  type: string;
  description: string;
  /** Pretty-printed JSON. */
  metadata: string;
  created_at: string;
}

export function EventsTable({ organizationId, events, showDocumentation, canDelete }: { organizationId: string; events: EventRow[]; showDocumentation: boolean; canDelete: boolean }) {
  return (
    <Table caption="Events, newest first">
      <thead>
        <tr>
          <Th>When</Th>
          <Th>Type</Th>
          <Th>Description</Th>
          {showDocumentation && <Th>Project</Th>}
          {canDelete && (
            <Th className="text-right">
              <span className="sr-only">Actions</span>
            </Th>
          )}
        </tr>
      </thead>
      <tbody>
        {events.map((event) => (
          <tr key={event.event_id}>
            <Td className="whitespace-nowrap text-secondary">
              <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
            </Td>
            <Td>
              <code className="rounded bg-muted px-1.5 py-0.5 text-xs text-label">{event.type}</code>
            </Td>
            <Td>
              <p className="break-words">{event.description}</p>
              {event.metadata !== "{}" && (
                <details className="mt-1 text-xs">
                  <summary className="cursor-pointer text-muted hover:text-label">Details</summary>
                  <pre className="mt-1 max-h-48 overflow-auto rounded bg-subtle p-2 text-body">{event.metadata}</pre>
                </details>
              )}
            </Td>
            {showDocumentation && <Td className="text-secondary">{event.documentation_name ?? "Organization"}</Td>}
            {canDelete && (
              <Td className="text-right">
                {event.project_id && <DeleteEvent organizationId={organizationId} event={event} documentationId={event.project_id} />}
              </Td>
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function DeleteEvent({ organizationId, event, documentationId }: { organizationId: string; event: EventRow; documentationId: string }) {
  const remove = useApiMutation({
    mutate: () => api.delete(`/v1/organizations/${organizationId}/projects/${documentationId}/events/${event.event_id}`),
    success: "Event deleted.",
  });
  return (
    <ConfirmDialog
      title="Delete this event?"
      description={
        <>
          <code>{event.type}</code>: {event.description} — deleting is permanent.
        </>
      }
      confirmLabel="Delete event"
      trigger={
        <Button variant="ghost" size="sm" aria-label={`Delete event ${event.type} from ${formatDateTime(event.created_at)}`}>
          <Trash2 className="size-4" aria-hidden />
        </Button>
      }
      onConfirm={() => remove.mutateAsync()}
      pending={remove.isPending}
      error={remove.error ? errorMessage(remove.error) : null}
    />
  );
}
