"use client";

import { FileCode2, FileUp, GitBranch, Globe, LayoutTemplate, Wand2, type LucideIcon } from "lucide-react";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { cn, focusRing } from "@/components/ui/cn";
import { Dialog, DialogActions } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/field";
import { api, errorMessage } from "@/lib/client/api";
import { fieldErrorsOf, useApiMutation } from "@/components/use-api-mutation";
import { documentationApi } from "./api-paths";
import { useOpenInitialized } from "./use-open-initialized";
import { ImportProgress, importRunning, useLatestImport, type ImportJob } from "./import-progress";
import { FileForm, OpenApiForm, PromptForm, RepositoryForm, TemplateForm, WebsiteForm } from "./initializer-forms";
import type { DocumentationRef } from "./types";

/** What every initializer answers: the first version and its sections, in order. */
type InitializedDocumentation = NonNullable<ImportJob["result"]>;

/** The website and repository imports answer 202 with a job instead. */
interface ImportStarted {
  job_id: string;
}

type Source = "template" | "ai" | "openapi" | "file" | "website" | "repository";

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
 * closed, and the page reloads into the editor when it completes. Without an AI provider the
 * AI option says so instead of failing after the description is written.
 */
export function StartDocumentationOptions({
  documentation,
  name,
  href,
  latestImport,
  aiConfigured,
}: {
  documentation: DocumentationRef;
  name: string;
  href?: string;
  /** The project's latest import as the page was rendered (null: none). */
  latestImport: ImportJob | null;
  aiConfigured: boolean;
}) {
  const [open, setOpen] = useState<Source | null>(null);
  const router = useRouter();
  const latest = useLatestImport(documentation, { initial: latestImport });
  const running = importRunning(latest.data);
  const sawRunning = useRef(false);
  useEffect(() => {
    if (running) sawRunning.current = true;
    else if (sawRunning.current && latest.data?.status === "completed") router.refresh();
  }, [running, latest.data?.status, router]);
  return (
    <div className="grid w-full max-w-3xl gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {running && latest.data && !open && (
        <div className="space-y-2 rounded-lg border border-line bg-raised p-4 text-sm shadow-sm sm:col-span-2 lg:col-span-3">
          <p className="font-medium text-strong">An import is running</p>
          <ImportProgress job={latest.data} />
        </div>
      )}
      {sources.map((option) => {
        const unavailable = option.source === "ai" && !aiConfigured;
        return (
          <button
            key={option.source}
            type="button"
            disabled={unavailable}
            onClick={() => setOpen(option.source)}
            className={cn(
              "flex flex-col gap-1 rounded-lg border border-line bg-raised p-4 text-left text-sm shadow-sm",
              unavailable ? "cursor-not-allowed opacity-60" : "hover:border-zinc-400 dark:hover:border-zinc-600",
              focusRing,
            )}
          >
            <span className="flex items-center gap-2 font-medium text-strong">
              <option.icon className="size-4" aria-hidden />
              {option.label}
            </span>
            <span className="text-secondary">{unavailable ? "No AI provider is configured on this server: an administrator sets OPENAI_API_KEY." : option.summary}</span>
          </button>
        );
      })}
      {open && <InitializeDialog key={open} source={open} documentation={documentation} name={name} href={href} onClose={() => setOpen(null)} />}
    </div>
  );
}

/** The editor on the first section of a project just initialized. */
const editorHref = (target: string, result: InitializedDocumentation) => `${target}?version=${result.version_id}&section=${result.sections[0]?.section_id ?? ""}`;

function InitializeDialog({ source, documentation, name, href, onClose }: { source: Source; documentation: DocumentationRef; name: string; href?: string; onClose: () => void }) {
  const openInitialized = useOpenInitialized();
  const pathname = usePathname();
  const target = href ?? pathname;
  const isImport = source === "website" || source === "repository";
  // The import job the POST started; the dialog follows it until it ends.
  const [jobId, setJobId] = useState<string | null>(null);
  const start = useApiMutation({
    mutate: (body: unknown) => api.post<InitializedDocumentation | ImportStarted>(`${documentationApi(documentation)}/initialize-from-${source}`, body),
    success: isImport ? undefined : `${name} is ready to edit.`,
    refresh: false,
    onSuccess: (result) => ("job_id" in result ? setJobId(result.job_id) : openInitialized(editorHref(target, result))),
  });
  const latest = useLatestImport(documentation, { awaited: jobId, enabled: jobId !== null });
  const job = latest.data?.job_id === jobId ? latest.data : null;
  const completed = job?.status === "completed" ? job.result : null;
  useEffect(() => {
    if (!completed) return;
    toast.success(`${name} is ready to edit.`);
    openInitialized(editorHref(target, completed));
  }, [completed, name, openInitialized, target]);
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
          <p className="text-sm text-secondary">You can close this dialog: the import goes on, and the project page shows its progress.</p>
          <DialogActions>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </div>
      ) : (
        <>
          {source === "template" && <TemplateForm documentation={documentation} {...form} />}
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
