"use client";

import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { DialogActions } from "@/components/ui/dialog";
import { Field, FormError, InputField } from "@/components/ui/field";
import { TextareaField } from "@/components/ui/textarea-field";
import { api, errorMessage } from "@/lib/client/api";
import type { DocumentationRef } from "./types";

/*
 * The form of each way to start a project (StartDocumentationOptions): each collects its
 * initializer's input and hands the request body to `submit`.
 */

interface Template {
  id: string;
  title: string;
  description: string;
  page_count: number;
}

interface FormProps {
  errors: Record<string, string>;
  pending: boolean;
  onCancel: () => void;
  /** The submit handler sending what `body` gives (JSON, or FormData for uploads). */
  submit: (body: () => unknown) => (event: FormEvent) => void;
}

function Actions({ pending, onCancel, label }: { pending: boolean; onCancel: () => void; label: string }) {
  return (
    <DialogActions>
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" loading={pending}>
        {label}
      </Button>
    </DialogActions>
  );
}

function FormBody({ onSubmit, children }: { onSubmit: (event: FormEvent) => void; children: ReactNode }) {
  return (
    <form className="mt-4 space-y-4" onSubmit={onSubmit}>
      {children}
    </form>
  );
}

export function TemplateForm({ documentation, errors, pending, onCancel, submit }: FormProps & { documentation: DocumentationRef }) {
  const templates = useQuery({
    queryKey: ["templates", documentation.organizationId],
    queryFn: () => api.get<{ templates: Template[] }>(`/v1/documentation/${documentation.organizationId}/templates`),
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = chosen ?? templates.data?.templates[0]?.id ?? "";
  return (
    <FormBody onSubmit={submit(() => ({ template: selected }))}>
      <FormError message={templates.error ? errorMessage(templates.error) : null} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-label">Template</legend>
        {templates.isPending && <p className="text-sm text-muted">Loading templates…</p>}
        {templates.data?.templates.map((template) => (
          <label
            key={template.id}
            className="flex cursor-pointer gap-3 rounded-md border border-line-strong p-3 text-sm has-[:checked]:border-fg"
          >
            <input type="radio" name="template" value={template.id} checked={selected === template.id} onChange={() => setChosen(template.id)} className="mt-1" />
            <span>
              <span className="block font-medium">{template.title}</span>
              <span className="block text-secondary">
                {template.description} ({template.page_count} pages)
              </span>
            </span>
          </label>
        ))}
        {errors.template && <p className="text-sm text-danger">{errors.template}</p>}
      </fieldset>
      <Actions pending={pending} onCancel={onCancel} label="Use this template" />
    </FormBody>
  );
}

export function PromptForm({ errors, pending, onCancel, submit }: FormProps) {
  const [prompt, setPrompt] = useState("");
  return (
    <FormBody onSubmit={submit(() => ({ prompt }))}>
      <TextareaField
        label="What is the product, and who reads its documentation?"
        required
        rows={6}
        value={prompt}
        onChange={(event) => setPrompt(event.target.value)}
        error={errors.prompt}
        maxLength={4_000}
        hint="For example: “A REST API for sending invoices, for developers integrating billing into their apps.” Uses AI credits."
      />
      <Actions pending={pending} onCancel={onCancel} label={pending ? "Writing the pages…" : "Generate"} />
    </FormBody>
  );
}

export function OpenApiForm({ errors, pending, onCancel, submit }: FormProps) {
  const [url, setUrl] = useState("");
  const [spec, setSpec] = useState("");
  return (
    <FormBody onSubmit={submit(() => (url.trim() ? { url: url.trim() } : { spec }))}>
      <InputField label="Address of the description" type="url" value={url} onChange={(event) => setUrl(event.target.value)} error={errors.url} placeholder="https://api.example.com/openapi.json" />
      <TextareaField
        label="Or paste it (JSON or YAML)"
        rows={8}
        value={spec}
        onChange={(event) => setSpec(event.target.value)}
        error={errors.spec}
        disabled={url.trim() !== ""}
        spellCheck={false}
        className="font-mono"
      />
      <Actions pending={pending} onCancel={onCancel} label="Import" />
    </FormBody>
  );
}

export function FileForm({ errors, pending, onCancel, submit }: FormProps) {
  const [files, setFiles] = useState<File[]>([]);
  const upload = () => {
    const body = new FormData();
    for (const file of files) body.append("file", file);
    return body;
  };
  return (
    <FormBody onSubmit={submit(upload)}>
      <Field label="Markdown files or a zip archive" error={errors.file} hint=".md, .mdx and .markdown files, or one .zip of a docs folder.">
        {({ id, describedBy }) => (
          <input
            id={id}
            type="file"
            multiple
            required
            accept=".md,.mdx,.markdown,.zip"
            aria-describedby={describedBy}
            onChange={(event) => setFiles([...(event.target.files ?? [])])}
            className="block w-full text-sm text-body file:mr-3 file:rounded-md file:border-0 file:bg-muted file:px-3 file:py-2 file:text-sm file:font-medium"
          />
        )}
      </Field>
      <Actions pending={pending} onCancel={onCancel} label="Upload and import" />
    </FormBody>
  );
}

export function WebsiteForm({ errors, pending, onCancel, submit }: FormProps) {
  const [url, setUrl] = useState("");
  const [maxPages, setMaxPages] = useState("50");
  return (
    <FormBody onSubmit={submit(() => ({ url: url.trim(), max_pages: Number(maxPages) }))}>
      <InputField label="Address of the site" type="url" required value={url} onChange={(event) => setUrl(event.target.value)} error={errors.url} placeholder="https://docs.example.com/" />
      <InputField
        label="Pages to import at most"
        type="number"
        min={1}
        max={200}
        required
        value={maxPages}
        onChange={(event) => setMaxPages(event.target.value)}
        error={errors.max_pages}
        hint="Pages are found through the site's sitemap, else by following its links below this address."
      />
      <Actions pending={pending} onCancel={onCancel} label={pending ? "Starting…" : "Import"} />
    </FormBody>
  );
}

export function RepositoryForm({ errors, pending, onCancel, submit }: FormProps) {
  const [url, setUrl] = useState("");
  const [ref, setRef] = useState("");
  const [path, setPath] = useState("");
  const [token, setToken] = useState("");
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  return (
    <FormBody onSubmit={submit(() => ({ repository_url: url.trim(), ref: optional(ref), path: optional(path), token: optional(token) }))}>
      <InputField
        label="Repository address"
        type="url"
        required
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={errors.repository_url}
        placeholder="https://github.com/acme/docs.git"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label="Branch or tag (optional)" value={ref} onChange={(event) => setRef(event.target.value)} error={errors.ref} placeholder="main" />
        <InputField label="Folder (optional)" value={path} onChange={(event) => setPath(event.target.value)} error={errors.path} placeholder="docs" />
      </div>
      <InputField
        label="Access token (private repositories)"
        type="password"
        autoComplete="off"
        value={token}
        onChange={(event) => setToken(event.target.value)}
        error={errors.token}
        hint="Used for this import only; it is removed when the import ends."
      />
      <Actions pending={pending} onCancel={onCancel} label={pending ? "Starting…" : "Import"} />
    </FormBody>
  );
}
