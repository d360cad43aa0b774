"use client";

import { useQuery } from "@tanstack/react-query";
import { FileCode2, FileUp, GitBranch, Globe, LayoutTemplate, Wand2, type LucideIcon } from "lucide-react";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { cn, focusRing } from "@/components/ui/cn";
import { Dialog, DialogActions } from "@/components/ui/dialog";
import { Field, FormError, InputField } from "@/components/ui/field";
import { TextareaField } from "@/components/ui/textarea-field";
import { api, errorMessage } from "@/lib/client/api";
import { fieldErrorsOf, useApiMutation } from "@/components/use-api-mutation";
import { projectApi } from "./api-paths";
import { ImportProgress, importRunning, useLatestImport, type ImportJob } from "./import-progress";
import type { ProjectRef } from "./types";

/** What every initializer answers: the first version and its sections, in order. */
type InitializedProject = NonNullable<ImportJob["result"]>;

/** The website and repository imports answer 202 with a job instead. */
interface ImportStarted {
  job_id: string;
}

type Source = "template" | "ai" | "openapi" | "file" | "website" | "repository";

interface Template {
  id: string;
  title: string;
  description: string;
  page_count: number;
}

const sources: { source: Source; label: string; icon: LucideIcon; summary: string }[] = [
  { source: "template", label: "From a template", icon: LayoutTemplate, summary: "Product docs, an API reference, a help center or an open-source project, with starter pages." },
  { source: "ai", label: "Describe it to AI", icon: Wand2, summary: "Say what the product does; AI drafts the sections and pages." },
  { source: "openapi", label: "Import an OpenAPI description", icon: FileCode2, summary: "A page per operation, grouped by tag, from a URL or pasted JSON or YAML." },
  { source: "file", label: "Upload markdown files", icon: FileUp, summary: "Markdown files or a zip of a docs folder; folders become sections." },
  { source: "website", label: "Import a website", icon: Globe, summary: "Pages of an existing documentation site, converted to markdown." },
  { source: "repository", label: "Import a Git repository", icon: GitBranch, summary: "The markdown files of a repository, or of one folder of it." },
];

/**
 * The ways to give an empty project its first content. Each opens a form; on success the
 * editor opens on the first section (at `href`, else the current page). A website or
 * repository import runs in the background: its progress shows here too once the dialog is
 * closed, and the page reloads into the editor when it completes.
 */
export function StartProjectOptions({ project, name, href }: { project: ProjectRef; name: string; href?: string }) {
  const [open, setOpen] = useState<Source | null>(null);
  const router = useRouter();
  const latest = useLatestImport(project);
  const running = importRunning(latest.data);
  const sawRunning = useRef(false);
  useEffect(() => {
    if (running) sawRunning.current = true;
    else if (sawRunning.current && latest.data?.status === "completed") router.refresh();
  }, [running, latest.data?.status, router]);
  return (
    <div className="grid w-full max-w-3xl gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {running && latest.data && !open && (
        <div className="space-y-2 rounded-lg border border-zinc-200 bg-white p-4 text-sm shadow-sm sm:col-span-2 lg:col-span-3 dark:border-zinc-800 dark:bg-zinc-900">
          <p className="font-medium text-zinc-900 dark:text-zinc-50">An import is running</p>
          <ImportProgress job={latest.data} />
        </div>
      )}
      {sources.map((option) => (
        <button
          key={option.source}
          type="button"
          onClick={() => setOpen(option.source)}
          className={cn(
            "flex flex-col gap-1 rounded-lg border border-zinc-200 bg-white p-4 text-left text-sm shadow-sm hover:border-zinc-400 dark:border-zinc-800 dark:bg-zinc-900 dark:hover:border-zinc-600",
            focusRing,
          )}
        >
          <span className="flex items-center gap-2 font-medium text-zinc-900 dark:text-zinc-50">
            <option.icon className="size-4" aria-hidden />
            {option.label}
          </span>
          <span className="text-zinc-600 dark:text-zinc-400">{option.summary}</span>
        </button>
      ))}
      {open && <InitializeDialog key={open} source={open} project={project} name={name} href={href} onClose={() => setOpen(null)} />}
    </div>
  );
}

/** The editor on the first section of a project just initialized. */
const editorHref = (target: string, result: InitializedProject) => `${target}?version=${result.version_id}&section=${result.sections[0]?.section_id ?? ""}`;

function InitializeDialog({ source, project, name, href, onClose }: { source: Source; project: ProjectRef; name: string; href?: string; onClose: () => void }) {
  const router = useRouter();
  const pathname = usePathname();
  const target = href ?? pathname;
  const isImport = source === "website" || source === "repository";
  // The import job the POST started; the dialog follows it until it ends.
  const [jobId, setJobId] = useState<string | null>(null);
  const start = useApiMutation({
    mutate: (body: unknown) => api.post<InitializedProject | ImportStarted>(`${projectApi(project)}/initialize-from-${source}`, body),
    success: isImport ? undefined : `${name} is ready to edit.`,
    refresh: false,
    onSuccess: (result) => ("job_id" in result ? setJobId(result.job_id) : router.push(editorHref(target, result))),
  });
  const latest = useLatestImport(project, jobId, jobId !== null);
  const job = latest.data?.job_id === jobId ? latest.data : null;
  const completed = job?.status === "completed" ? job.result : null;
  useEffect(() => {
    if (!completed) return;
    toast.success(`${name} is ready to edit.`);
    router.push(editorHref(target, completed));
  }, [completed, name, router, target]);
  const failure = job?.status === "failed" ? job.error : null;
  const following = jobId !== null && !failure;
  const errors = fieldErrorsOf(start.error);
  const option = sources.find((candidate) => candidate.source === source)!;
  const submit = (body: () => unknown) => (event: FormEvent) => {
    event.preventDefault();
    setJobId(null);
    start.mutate(body());
  };
  const form = { errors, pending: start.isPending, onCancel: onClose, submit };
  const error = failure ?? (start.error ? errorMessage(start.error) : null) ?? (latest.error ? errorMessage(latest.error) : null);
  return (
    <Dialog open onOpenChange={(next) => !next && !start.isPending && onClose()} title={option.label} description={option.summary}>
      <FormError message={error} />
      {following ? (
        <div className="mt-4 space-y-3">
          {job ? <ImportProgress job={job} /> : <p role="status">Starting the import…</p>}
          <p className="text-sm text-zinc-600 dark:text-zinc-400">You can close this dialog: the import goes on, and the project page shows its progress.</p>
          <DialogActions>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </div>
      ) : (
        <>
          {source === "template" && <TemplateForm project={project} {...form} />}
          {source === "ai" && <PromptForm {...form} />}
          {source === "openapi" && <OpenApiForm {...form} />}
          {source === "file" && <FileForm {...form} />}
          {source === "website" && <WebsiteForm {...form} />}
          {source === "repository" && <RepositoryForm {...form} />}
        </>
      )}
    </Dialog>
  );
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

function TemplateForm({ project, errors, pending, onCancel, submit }: FormProps & { project: ProjectRef }) {
  const templates = useQuery({
    queryKey: ["templates", project.organizationId],
    queryFn: () => api.get<{ templates: Template[] }>(`/v1/documentation/${project.organizationId}/templates`),
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = chosen ?? templates.data?.templates[0]?.id ?? "";
  return (
    <FormBody onSubmit={submit(() => ({ template: selected }))}>
      <FormError message={templates.error ? errorMessage(templates.error) : null} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-zinc-800 dark:text-zinc-200">Template</legend>
        {templates.isPending && <p className="text-sm text-zinc-500">Loading templates…</p>}
        {templates.data?.templates.map((template) => (
          <label
            key={template.id}
            className="flex cursor-pointer gap-3 rounded-md border border-zinc-200 p-3 text-sm has-[:checked]:border-zinc-900 dark:border-zinc-700 dark:has-[:checked]:border-zinc-100"
          >
            <input type="radio" name="template" value={template.id} checked={selected === template.id} onChange={() => setChosen(template.id)} className="mt-1" />
            <span>
              <span className="block font-medium">{template.title}</span>
              <span className="block text-zinc-600 dark:text-zinc-400">
                {template.description} ({template.page_count} pages)
              </span>
            </span>
          </label>
        ))}
        {errors.template && <p className="text-sm text-red-600 dark:text-red-400">{errors.template}</p>}
      </fieldset>
      <Actions pending={pending} onCancel={onCancel} label="Use this template" />
    </FormBody>
  );
}

function PromptForm({ errors, pending, onCancel, submit }: FormProps) {
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

function OpenApiForm({ errors, pending, onCancel, submit }: FormProps) {
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

function FileForm({ errors, pending, onCancel, submit }: FormProps) {
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
            className="block w-full text-sm text-zinc-700 file:mr-3 file:rounded-md file:border-0 file:bg-zinc-100 file:px-3 file:py-2 file:text-sm file:font-medium dark:text-zinc-300 dark:file:bg-zinc-800"
          />
        )}
      </Field>
      <Actions pending={pending} onCancel={onCancel} label="Upload and import" />
    </FormBody>
  );
}

function WebsiteForm({ errors, pending, onCancel, submit }: FormProps) {
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

function RepositoryForm({ errors, pending, onCancel, submit }: FormProps) {
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
