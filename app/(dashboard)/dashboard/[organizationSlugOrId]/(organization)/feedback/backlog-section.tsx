"use client";

import { Lightbulb } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { CompactSelect, FormError } from "@/components/ui/field";
import { formatDate } from "@/components/ui/format";
import { Section } from "@/components/ui/page";
import { Table, Td, Th } from "@/components/ui/table";
import { api, errorMessage } from "@/lib/client/api";
import { useApiMutation } from "@/components/use-api-mutation";
import { statusOptions, type Idea } from "./shared";

/** Ideas visitors submitted, each approved onto the roadmap or declined. */
export function BacklogSection({ base, backlog }: { base: string; backlog: Idea[] }) {
  return (
    <Section title="Backlog" description="Ideas visitors submitted, visible only to you. Approving puts an idea on the public roadmap with the chosen status.">
      {backlog.length === 0 ? (
        <EmptyState icon={Lightbulb} title="The backlog is empty">
          New ideas from the public roadmap page appear here.
        </EmptyState>
      ) : (
        <Table caption="Backlog ideas">
          <thead>
            <tr>
              <Th>Idea</Th>
              <Th>From</Th>
              <Th className="text-right">Decision</Th>
            </tr>
          </thead>
          <tbody>
            {backlog.map((idea) => (
              <BacklogRow key={idea.idea_id} base={base} idea={idea} />
            ))}
          </tbody>
        </Table>
      )}
    </Section>
  );
}

function BacklogRow({ base, idea }: { base: string; idea: Idea }) {
  const [status, setStatus] = useState<string>("planned");
  const approve = useApiMutation({ mutate: () => api.post(`${base}/ideas/${idea.idea_id}/approve`, { status }), success: `"${idea.title}" is on the roadmap.` });
  const decline = useApiMutation({ mutate: () => api.post(`${base}/ideas/${idea.idea_id}/decline`), success: `"${idea.title}" declined.` });
  return (
    <tr>
      <Td>
        <p className="font-medium">{idea.title}</p>
        <p className="mt-0.5 text-xs whitespace-pre-wrap text-secondary">{idea.description}</p>
        {approve.error && (
          <div className="mt-2">
            <FormError message={errorMessage(approve.error)} />
          </div>
        )}
      </Td>
      <Td>
        <p>{idea.customer_email}</p>
        <time className="text-xs text-muted" dateTime={idea.created_at.toISOString()}>
          {formatDate(idea.created_at)}
        </time>
      </Td>
      <Td className="text-right">
        <div className="flex flex-wrap justify-end gap-2">
          <CompactSelect aria-label={`Roadmap status for ${idea.title}`} className="w-36" options={statusOptions} value={status} onChange={(event) => setStatus(event.target.value)} />
          <Button size="sm" loading={approve.isPending} onClick={() => approve.mutate()} aria-label={`Approve ${idea.title}`}>
            Approve
          </Button>
          <ConfirmDialog
            title={`Decline "${idea.title}"?`}
            description="The idea leaves the backlog and cannot be approved later."
            confirmLabel="Decline idea"
            trigger={
              <Button size="sm" variant="ghost" aria-label={`Decline ${idea.title}`}>
                Decline
              </Button>
            }
            onConfirm={() => decline.mutateAsync()}
            pending={decline.isPending}
            error={decline.error ? errorMessage(decline.error) : null}
          />
        </div>
      </Td>
    </tr>
  );
}
