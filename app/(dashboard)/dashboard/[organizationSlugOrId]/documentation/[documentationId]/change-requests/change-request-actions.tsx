"use client";

import { GitPullRequest, Link2 } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn, focusRing } from "@/components/ui/cn";
import { CopyButton } from "@/components/ui/copy-button";
import { FormError, InputField } from "@/components/ui/field";
import { TextareaField } from "@/components/ui/textarea-field";
import { fieldErrorsOf, useApiMutation } from "@/components/use-api-mutation";
import { api, errorMessage } from "@/lib/client/api";
import type { ChangeRequestView, PreviewLinkView } from "@/lib/change-requests/views";
import { versionApi } from "../../_components/api-paths";
import type { DocumentationRef } from "../../_components/types";

export const changeRequestsApi = (version: DocumentationRef & { versionId: string }) => `${versionApi(version, version.versionId)}/change-requests`;

/** Opens a change request and goes to it. */
export function NewChangeRequestForm({ version, detailBase }: { version: DocumentationRef & { versionId: string }; detailBase: string }) {
  const router = useRouter();
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const open = useApiMutation({
    mutate: (input: { title: string; description?: string }) => api.post<ChangeRequestView>(changeRequestsApi(version), input),
    success: (created) => `Opened “${created.title}”.`,
    refresh: false,
    onSuccess: (created) => router.push(`${detailBase}/${created.change_request_id}`),
  });
  const errors = fieldErrorsOf(open.error);
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        open.mutate({ title: title.trim(), ...(description.trim() ? { description: description.trim() } : {}) });
      }}
    >
      <InputField label="Title" required maxLength={200} value={title} onChange={(event) => setTitle(event.target.value)} error={errors.title} placeholder="Rewrite the install guide" />
      <TextareaField label="Description" rows={3} maxLength={10000} value={description} onChange={(event) => setDescription(event.target.value)} error={errors.description} hint="Optional: what changes and why." />
      <FormError message={open.error && !errors.title && !errors.description ? errorMessage(open.error) : null} />
      <Button type="submit" loading={open.isPending}>
        Open change request
      </Button>
    </form>
  );
}

/** Makes a signed preview link that expires, for reviewers without an account. */
export function PreviewLinkButton({ path }: { path: string }) {
  const create = useApiMutation({ mutate: () => api.post<PreviewLinkView>(path, { expires_in_hours: 72 }), refresh: false });
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button type="button" variant="secondary" size="sm" loading={create.isPending} onClick={() => create.mutate()}>
        <Link2 className="mr-1 size-4" aria-hidden />
        Share link
      </Button>
      {create.data && (
        <span className="inline-flex items-center gap-2 text-xs text-muted" role="status">
          Expires {new Date(create.data.expires_at).toLocaleString()}
          <CopyButton text={create.data.url} label="Copy link" />
        </span>
      )}
      {create.error && <span className="text-xs text-danger">{errorMessage(create.error)}</span>}
    </span>
  );
}

/** Says, above the editor, that edits go to a change request and leads back to its review. */
export function ChangeRequestBanner({ title, href }: { title: string; href: string }) {
  return (
    <p role="status" className="mb-4 flex flex-wrap items-center gap-2 rounded-lg border border-line bg-accent-subtle px-4 py-3 text-sm">
      <GitPullRequest className="size-4 shrink-0 text-accent" aria-hidden />
      {/* One flex item, so the gap does not separate the title from its colon. */}
      <span>
        Editing the change request <strong>{title}</strong>: the draft is not changed until it merges.
      </span>
      <Link href={href} className={cn("rounded font-medium text-accent-strong underline-offset-2 hover:underline", focusRing)}>
        Back to the review
      </Link>
    </p>
  );
}
