"use client";

import { Newspaper, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { FormError, InputField, SelectField } from "@/components/ui/field";
import { formatDate } from "@/components/ui/format";
import { Badge, Section } from "@/components/ui/page";
import { TextareaField } from "@/components/ui/textarea-field";
import { api, errorMessage } from "@/lib/client/api";
import { fieldErrorsOf, useApiMutation } from "@/components/use-api-mutation";
import { formMessage, type Changelog, type VersionOption } from "./shared";

/** The public changelog: entries written, scheduled and deleted here. */
export function ChangelogSection({ base, changelogs, versions }: { base: string; changelogs: Changelog[]; versions: VersionOption[] }) {
  const versionLabels = Object.fromEntries(versions.map((version) => [version.id, version.label]));
  return (
    <Section title="Changelog" description="Entries appear on the public roadmap page from their publication date; a future date schedules them.">
      <ChangelogForm base={base} versions={versions} />
      <div className="mt-6">
        {changelogs.length === 0 ? (
          <EmptyState icon={Newspaper} title="No changelog entries yet">
            Announce what shipped with the form above: readers see each entry on the public roadmap page, newest first.
          </EmptyState>
        ) : (
          <ul className="divide-y divide-line rounded-lg border border-line">
            {changelogs.map((entry) => (
              <ChangelogRow key={entry.changelog_id} base={base} entry={entry} versionLabel={entry.version_id ? versionLabels[entry.version_id] : undefined} />
            ))}
          </ul>
        )}
      </div>
    </Section>
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
        <time className="text-xs text-muted" dateTime={entry.published_at.toISOString()}>
          {formatDate(entry.published_at)}
        </time>
        <p className="mt-1 line-clamp-2 text-sm whitespace-pre-wrap text-secondary">{entry.body}</p>
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
