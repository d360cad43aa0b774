"use client";

import { Map, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { CompactSelect, FormError, InputField, SelectField } from "@/components/ui/field";
import { Badge, Section } from "@/components/ui/page";
import { Table, Td, Th } from "@/components/ui/table";
import { api, errorMessage } from "@/lib/client/api";
import { fieldErrorsOf, useApiMutation } from "@/components/use-api-mutation";
import { formMessage, statusOptions, type Item } from "./shared";

/** What the public roadmap shows: items added here or approved from the backlog, moved between statuses. */
export function RoadmapItemsSection({ base, items }: { base: string; items: Item[] }) {
  return (
    <Section title="Roadmap items" description="What the public roadmap shows, most voted first within each status.">
      <NewItemForm base={base} />
      <div className="mt-5">
        {items.length === 0 ? (
          <EmptyState icon={Map} title="No roadmap items yet">
            Approve an idea from the backlog or add an item above.
          </EmptyState>
        ) : (
          <Table caption="Roadmap items">
            <thead>
              <tr>
                <Th>Item</Th>
                <Th>Votes</Th>
                <Th>Status</Th>
                <Th className="text-right">
                  <span className="sr-only">Actions</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <ItemRow key={item.item_id} base={base} item={item} />
              ))}
            </tbody>
          </Table>
        )}
      </div>
    </Section>
  );
}

function NewItemForm({ base }: { base: string }) {
  const [title, setTitle] = useState("");
  const [status, setStatus] = useState("planned");
  const create = useApiMutation({
    mutate: () => api.post(`${base}/items`, { title, status }),
    success: "Item added to the roadmap.",
    onSuccess: () => setTitle(""),
  });
  const errors = fieldErrorsOf(create.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <form onSubmit={submit} className="space-y-2" aria-label="Add a roadmap item">
      <div className="flex flex-wrap items-end gap-3">
        <InputField label="New item" required minLength={3} maxLength={150} value={title} error={errors.title} onChange={(event) => setTitle(event.target.value)} className="min-w-64 flex-1" />
        <SelectField label="Status" options={statusOptions} value={status} onChange={(event) => setStatus(event.target.value)} className="w-40" />
        <Button type="submit" variant="secondary" loading={create.isPending}>
          Add item
        </Button>
      </div>
      <FormError message={formMessage(create.error, errors)} />
    </form>
  );
}

function ItemRow({ base, item }: { base: string; item: Item }) {
  const move = useApiMutation({ mutate: (status: string) => api.patch(`${base}/items/${item.item_id}`, { status }), success: `"${item.title}" moved.` });
  const remove = useApiMutation({ mutate: () => api.delete(`${base}/items/${item.item_id}`), success: `"${item.title}" removed.` });
  return (
    <tr>
      <Td>
        <p className="font-medium">{item.title}</p>
        {item.description && <p className="mt-0.5 line-clamp-2 text-xs text-secondary">{item.description}</p>}
        {move.error && (
          <div className="mt-2">
            <FormError message={errorMessage(move.error)} />
          </div>
        )}
      </Td>
      <Td>
        <Badge tone="info">{item.vote_count}</Badge>
      </Td>
      <Td>
        <CompactSelect aria-label={`Status of ${item.title}`} className="w-36" options={statusOptions} value={item.status} disabled={move.isPending} onChange={(event) => move.mutate(event.target.value)} />
      </Td>
      <Td className="text-right">
        <ConfirmDialog
          title={`Remove "${item.title}"?`}
          description={`The item and its ${item.vote_count} ${item.vote_count === 1 ? "vote" : "votes"} leave the roadmap for good.`}
          confirmLabel="Remove item"
          trigger={
            <Button size="sm" variant="ghost" aria-label={`Remove ${item.title}`}>
              <Trash2 className="size-4" aria-hidden />
            </Button>
          }
          onConfirm={() => remove.mutateAsync()}
          pending={remove.isPending}
          error={remove.error ? errorMessage(remove.error) : null}
        />
      </Td>
    </tr>
  );
}
