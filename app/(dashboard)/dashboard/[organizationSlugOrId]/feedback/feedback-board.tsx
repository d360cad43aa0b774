"use client";

import { Lightbulb, Map, Newspaper, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { CompactSelect, FormError, InputField, SelectField } from "@/components/ui/field";
import { formatDate } from "@/components/ui/format";
import { Badge, Section } from "@/components/ui/page";
import { Table, Td, Th } from "@/components/ui/table";
import { TextareaField } from "@/components/ui/textarea-field";
import { api, errorMessage } from "@/lib/client/api";
import { fieldErrorsOf, useApiMutation } from "@/components/use-api-mutation";

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
  description: string;
  status: string;
  vote_count: number;
}
interface Changelog {
  changelog_id: string;
  title: string;
  body: string;
  version_id: string | null;
  published_at: Date;
  /** Published in the future (decided on the server, so rendering stays pure). */
  scheduled: boolean;
}
interface Settings {
  ideas_enabled: boolean;
  public_roadmap: boolean;
}
interface VersionOption {
  id: string;
  label: string;
}

/** The problem's detail, unless the listed fields already show every message inline. */
function formMessage(error: Error | null, fields: Record<string, string>) {
  if (!error) return null;
  return Object.keys(fields).length > 0 ? null : errorMessage(error);
}

export function FeedbackBoard({ organizationId, settings, backlog, items, changelogs, versions }: {
  organizationId: string;
  settings: Settings;
  backlog: Idea[];
  items: Item[];
  changelogs: Changelog[];
  versions: VersionOption[];
}) {
  const base = `/v1/organization/${organizationId}/feedback`;
  const updateSettings = useApiMutation({ mutate: (change: Partial<Settings>) => api.put(`${base}/settings`, change), success: "Settings saved." });
  const versionLabels = Object.fromEntries(versions.map((version) => [version.id, version.label]));
  return (
    <div className="space-y-6">
      <Section title="Workspace">
        <dl className="mb-4 grid gap-2 text-sm sm:grid-cols-2">
          <div className="flex items-center gap-2">
            <dt className="text-zinc-600 dark:text-zinc-400">Ideas from visitors</dt>
            <dd>
              <Badge tone={settings.ideas_enabled ? "success" : "neutral"}>{settings.ideas_enabled ? "accepted" : "off"}</Badge>
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="text-zinc-600 dark:text-zinc-400">Public roadmap</dt>
            <dd>
              <Badge tone={settings.public_roadmap ? "success" : "neutral"}>{settings.public_roadmap ? "published" : "hidden"}</Badge>
            </dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" size="sm" loading={updateSettings.isPending} onClick={() => updateSettings.mutate({ ideas_enabled: !settings.ideas_enabled })}>
            {settings.ideas_enabled ? "Stop taking ideas" : "Take ideas"}
          </Button>
          <Button variant="secondary" size="sm" loading={updateSettings.isPending} onClick={() => updateSettings.mutate({ public_roadmap: !settings.public_roadmap })}>
            {settings.public_roadmap ? "Hide the public roadmap" : "Publish the roadmap"}
          </Button>
        </div>
        <div className="mt-3">
          <FormError message={updateSettings.error ? errorMessage(updateSettings.error) : null} />
        </div>
      </Section>
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
      <Section title="Changelog" description="Entries appear on the public roadmap page from their publication date; a future date schedules them.">
        <ChangelogForm base={base} versions={versions} />
        <div className="mt-6">
          {changelogs.length === 0 ? (
            <EmptyState icon={Newspaper} title="No changelog entries yet" />
          ) : (
            <ul className="divide-y divide-zinc-200 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
              {changelogs.map((entry) => (
                <ChangelogRow key={entry.changelog_id} base={base} entry={entry} versionLabel={entry.version_id ? versionLabels[entry.version_id] : undefined} />
              ))}
            </ul>
          )}
        </div>
      </Section>
    </div>
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
        <p className="mt-0.5 text-xs whitespace-pre-wrap text-zinc-600 dark:text-zinc-400">{idea.description}</p>
        {approve.error && (
          <div className="mt-2">
            <FormError message={errorMessage(approve.error)} />
          </div>
        )}
      </Td>
      <Td>
        <p>{idea.customer_email}</p>
        <time className="text-xs text-zinc-500" dateTime={idea.created_at.toISOString()}>
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

function ItemRow({ base, item }: { base: string; item: Item }) {
  const move = useApiMutation({ mutate: (status: string) => api.patch(`${base}/items/${item.item_id}`, { status }), success: `"${item.title}" moved.` });
  const remove = useApiMutation({ mutate: () => api.delete(`${base}/items/${item.item_id}`), success: `"${item.title}" removed.` });
  return (
    <tr>
      <Td>
        <p className="font-medium">{item.title}</p>
        {item.description && <p className="mt-0.5 line-clamp-2 text-xs text-zinc-600 dark:text-zinc-400">{item.description}</p>}
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

function ChangelogForm({ base, versions }: { base: string; versions: VersionOption[] }) {
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [versionId, setVersionId] = useState("");
  const [publishAt, setPublishAt] = useState("");
  const create = useApiMutation({
    mutate: () =>
      api.post(`${base}/changelogs`, {
        title,
        body,
        ...(versionId ? { version_id: versionId } : {}),
        // datetime-local is the browser's local time; the API takes an ISO instant.
        ...(publishAt ? { published_at: new Date(publishAt).toISOString() } : {}),
      }),
    success: publishAt && new Date(publishAt) > new Date() ? "Changelog entry scheduled." : "Changelog entry published.",
    onSuccess: () => {
      setTitle("");
      setBody("");
      setVersionId("");
      setPublishAt("");
    },
  });
  const errors = fieldErrorsOf(create.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-label="New changelog entry">
      <InputField label="Title" required maxLength={200} value={title} error={errors.title} onChange={(event) => setTitle(event.target.value)} />
      <TextareaField label="What changed" required rows={4} maxLength={50_000} value={body} error={errors.body} onChange={(event) => setBody(event.target.value)} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Documentation version (optional)"
          options={[{ value: "", label: "Not tied to a version" }, ...versions.map((version) => ({ value: version.id, label: version.label }))]}
          value={versionId}
          error={errors.version_id}
          onChange={(event) => setVersionId(event.target.value)}
        />
        <InputField
          label="Publish at (optional)"
          type="datetime-local"
          value={publishAt}
          error={errors.published_at}
          hint="Empty publishes now."
          onChange={(event) => setPublishAt(event.target.value)}
        />
      </div>
      <FormError message={formMessage(create.error, errors)} />
      <Button type="submit" loading={create.isPending}>
        {publishAt && new Date(publishAt) > new Date() ? "Schedule entry" : "Publish entry"}
      </Button>
    </form>
  );
}

function ChangelogRow({ base, entry, versionLabel }: { base: string; entry: Changelog; versionLabel: string | undefined }) {
  const remove = useApiMutation({ mutate: () => api.delete(`${base}/changelogs/${entry.changelog_id}`), success: "Changelog entry deleted." });
  return (
    <li className="flex items-start justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {entry.title}
          {entry.scheduled && <Badge tone="warning">scheduled</Badge>}
          {versionLabel && <Badge>{versionLabel}</Badge>}
        </p>
        <time className="text-xs text-zinc-500" dateTime={entry.published_at.toISOString()}>
          {formatDate(entry.published_at)}
        </time>
        <p className="mt-1 line-clamp-2 text-sm whitespace-pre-wrap text-zinc-600 dark:text-zinc-400">{entry.body}</p>
      </div>
      <ConfirmDialog
        title={`Delete "${entry.title}"?`}
        description="The entry disappears from the public changelog."
        confirmLabel="Delete entry"
        trigger={
          <Button size="sm" variant="ghost" aria-label={`Delete changelog entry ${entry.title}`}>
            <Trash2 className="size-4" aria-hidden />
          </Button>
        }
        onConfirm={() => remove.mutateAsync()}
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
      />
    </li>
  );
}
