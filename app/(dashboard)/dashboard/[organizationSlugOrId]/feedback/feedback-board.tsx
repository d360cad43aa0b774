"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { CompactSelect, FormError, InputField } from "@/components/ui/field";
import { formatDate } from "@/components/ui/format";
import { Badge, Section } from "@/components/ui/page";
import { Table, Td, Th } from "@/components/ui/table";
import { api, errorMessage } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/use-api-mutation";

const statusOptions = [
  { value: "planned", label: "Planned" },
  { value: "in_progress", label: "In progress" },
  { value: "shipped", label: "Shipped" },
] as const;

interface Idea {
  idea_id: string;
  title: string;
  description: string;
  customer_email: string;
  created_at: Date;
}
interface Item {
  item_id: string;
  title: string;
  status: string;
  vote_count: number;
}
interface Changelog {
  changelog_id: string;
  title: string;
  published_at: Date;
}
interface Settings {
  ideas_enabled: boolean;
  public_roadmap: boolean;
}

export function FeedbackBoard({ organizationId, settings, backlog, items, changelogs }: {
  organizationId: string;
  settings: Settings;
  backlog: Idea[];
  items: Item[];
  changelogs: Changelog[];
}) {
  const base = `/v1/organization/${organizationId}/feedback`;
  const updateSettings = useApiMutation({ mutate: (change: Partial<Settings>) => api.put(`${base}/settings`, change), success: "Settings saved." });
  return (
    <div className="space-y-6">
      <Section title="Workspace">
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" size="sm" loading={updateSettings.isPending} onClick={() => updateSettings.mutate({ ideas_enabled: !settings.ideas_enabled })}>
            {settings.ideas_enabled ? "Stop taking ideas" : "Take ideas"}
          </Button>
          <Button variant="secondary" size="sm" loading={updateSettings.isPending} onClick={() => updateSettings.mutate({ public_roadmap: !settings.public_roadmap })}>
            {settings.public_roadmap ? "Hide the public roadmap" : "Publish the roadmap"}
          </Button>
        </div>
        <FormError message={updateSettings.error ? errorMessage(updateSettings.error) : null} />
      </Section>
      <Section title="Backlog" description="Ideas customers submitted. Approving puts an idea on the public roadmap.">
        {backlog.length === 0 ? (
          <p className="text-sm text-zinc-500">The backlog is empty.</p>
        ) : (
          <Table caption="Backlog ideas">
            <thead>
              <tr>
                <Th>Idea</Th>
                <Th>From</Th>
                <Th>Submitted</Th>
                <Th className="text-right">Actions</Th>
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
      <Section title="Roadmap items">
        {items.length === 0 ? (
          <p className="text-sm text-zinc-500">No items yet.</p>
        ) : (
          <Table caption="Roadmap items">
            <thead>
              <tr>
                <Th>Item</Th>
                <Th>Votes</Th>
                <Th>Status</Th>
                <Th className="text-right">Actions</Th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <ItemRow key={item.item_id} base={base} item={item} />
              ))}
            </tbody>
          </Table>
        )}
      </Section>
      <Section title="Changelog">
        <ChangelogForm base={base} />
        <ul className="mt-4 space-y-1 text-sm">
          {changelogs.map((entry) => (
            <li key={entry.changelog_id}>
              <time className="text-zinc-500" dateTime={entry.published_at.toISOString()}>{formatDate(entry.published_at)}</time> — {entry.title}
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

function BacklogRow({ base, idea }: { base: string; idea: Idea }) {
  const [status, setStatus] = useState<string>("planned");
  const approve = useApiMutation({ mutate: () => api.post(`${base}/ideas/${idea.idea_id}/approve`, { status }), success: `"${idea.title}" is on the roadmap.` });
  const decline = useApiMutation({ mutate: () => api.post(`${base}/ideas/${idea.idea_id}/decline`), success: `"${idea.title}" declined.` });
  const error = approve.error ?? decline.error;
  return (
    <tr>
      <Td>
        <p className="font-medium">{idea.title}</p>
        <p className="text-xs text-zinc-500 whitespace-pre-wrap">{idea.description}</p>
        <FormError message={error ? errorMessage(error) : null} />
      </Td>
      <Td>{idea.customer_email}</Td>
      <Td>
        <time dateTime={idea.created_at.toISOString()}>{formatDate(idea.created_at)}</time>
      </Td>
      <Td className="text-right">
        <div className="flex justify-end gap-2">
          <CompactSelect aria-label={`Status for ${idea.title}`} options={statusOptions} value={status} onChange={(event) => setStatus(event.target.value)} />
          <Button size="sm" loading={approve.isPending} onClick={() => approve.mutate()}>Approve</Button>
          <Button size="sm" variant="ghost" loading={decline.isPending} onClick={() => decline.mutate()}>Decline</Button>
        </div>
      </Td>
    </tr>
  );
}

function ItemRow({ base, item }: { base: string; item: Item }) {
  const move = useApiMutation({ mutate: (status: string) => api.patch(`${base}/items/${item.item_id}`, { status }), success: "Status changed." });
  const remove = useApiMutation({ mutate: () => api.delete(`${base}/items/${item.item_id}`), success: `"${item.title}" removed.` });
  const error = move.error ?? remove.error;
  return (
    <tr>
      <Td className="font-medium">
        {item.title}
        <FormError message={error ? errorMessage(error) : null} />
      </Td>
      <Td>
        <Badge tone="info">{item.vote_count}</Badge>
      </Td>
      <Td>
        <CompactSelect aria-label={`Status of ${item.title}`} options={statusOptions} value={item.status} disabled={move.isPending} onChange={(event) => move.mutate(event.target.value)} />
      </Td>
      <Td className="text-right">
        <Button size="sm" variant="ghost" className="text-red-600 dark:text-red-400" loading={remove.isPending} onClick={() => remove.mutate()}>
          Remove
        </Button>
      </Td>
    </tr>
  );
}

function ChangelogForm({ base }: { base: string }) {
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const create = useApiMutation({
    mutate: () => api.post(`${base}/changelogs`, { title, body }),
    success: "Changelog entry published.",
    onSuccess: () => {
      setTitle("");
      setBody("");
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      <InputField label="Title" required maxLength={200} value={title} onChange={(event) => setTitle(event.target.value)} />
      <label className="block space-y-1.5 text-sm font-medium">
        <span>What changed</span>
        <textarea
          required
          rows={4}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          className="block w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm font-normal dark:border-zinc-700 dark:bg-zinc-900"
        />
      </label>
      <FormError message={create.error ? errorMessage(create.error) : null} />
      <Button type="submit" loading={create.isPending}>Publish entry</Button>
    </form>
  );
}
