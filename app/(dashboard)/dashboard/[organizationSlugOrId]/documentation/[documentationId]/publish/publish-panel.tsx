"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Info, Rocket } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/field";
import { Section } from "@/components/ui/page";
import { api, ApiError, errorMessage } from "@/lib/client/api";
import { useApiMutation } from "@/components/use-api-mutation";
import type { PublishJobView } from "@/lib/publishing/views";
import { DateTime, isRunning, JobStatusBadge, ProgressBar } from "../_jobs/job-status";

const pollMs = 1000;

const statusKey = (documentationId: string) => ["publish-status", documentationId];

/** The project's latest publish, or null when it was never published (the API's 404). */
async function fetchStatus(documentationId: string): Promise<PublishJobView | null> {
  try {
    return await api.get<PublishJobView>(`/documentations/${documentationId}/publish/status`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

const pages = (count: number) => `${count} ${count === 1 ? "page" : "pages"}`;

function progressText(job: PublishJobView) {
  if (job.status === "queued") return "Waiting to start…";
  const { pages_done, pages_total } = job.progress;
  return pages_total > 0 ? `Rendering pages: ${pages_done} of ${pages_total}` : "Planning the pages…";
}

/**
 * The Publish button and the state of the latest publish, polled while it is queued or
 * running. When it ends, the server-rendered live site and history are refreshed.
 */
export function PublishPanel({
  documentationId,
  initialStatus,
  blockedReason,
}: {
  documentationId: string;
  initialStatus: PublishJobView | null;
  /** Why publishing is not possible now (shown next to the disabled button), or null. */
  blockedReason: string | null;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { data: job, error: pollError } = useQuery({
    queryKey: statusKey(documentationId),
    queryFn: () => fetchStatus(documentationId),
    initialData: initialStatus,
    staleTime: pollMs,
    refetchInterval: (query) => (query.state.data && isRunning(query.state.data.status) ? pollMs : false),
  });

  const publish = useApiMutation({
    mutate: () => api.post<PublishJobView>(`/documentations/${documentationId}/publish`),
    refresh: false,
    onSuccess: (started) => queryClient.setQueryData(statusKey(documentationId), started),
  });
  useEffect(() => {
    // A publish started elsewhere (409): follow it instead.
    if (publish.error instanceof ApiError && publish.error.status === 409) void queryClient.invalidateQueries({ queryKey: statusKey(documentationId) });
  }, [publish.error, queryClient, documentationId]);

  const previous = useRef(job?.status);
  useEffect(() => {
    const before = previous.current;
    previous.current = job?.status;
    if (!job || !before || !isRunning(before) || isRunning(job.status)) return;
    if (job.status === "completed") toast.success(`Published ${pages(job.page_count ?? job.progress.pages_total)}.`);
    else toast.error("The publish failed.");
    router.refresh();
  }, [job, router]);

  const running = !!job && isRunning(job.status);
  const reason = running ? "A publish is running: wait for it to finish before publishing again." : blockedReason;
  const reasonId = useId();

  return (
    <Section
      id="publish"
      title="Publish"
      description="Renders every version's pages and switches the live site in one step. Readers see your changes only after a publish."
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1 space-y-3" aria-live="polite">
          {!job ? (
            <p className="text-sm text-secondary">Never published.</p>
          ) : running ? (
            <div className="space-y-2">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <JobStatusBadge status={job.status} />
                <span className="font-medium">{progressText(job)}</span>
              </div>
              <ProgressBar done={job.progress.pages_done} total={job.progress.pages_total} label="Publish progress" />
              <p className="text-xs text-muted">
                Started <DateTime value={job.started_at ?? job.created_at} />
                {job.started_by?.email && <> by {job.started_by.email}</>}. The live site switches when every page is rendered.
              </p>
            </div>
          ) : (
            <div className="space-y-2">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="text-secondary">Latest publish</span>
                <JobStatusBadge status={job.status} />
                <span className="text-secondary">
                  <DateTime value={job.finished_at ?? job.created_at} />
                </span>
                {job.status === "completed" && <span className="text-secondary">· {pages(job.page_count ?? job.progress.pages_total)}</span>}
              </div>
              {job.status === "failed" && (
                <FormError message={`The publish failed: ${job.error ?? "no reason was recorded"}. The live site was left unchanged.`} />
              )}
            </div>
          )}
          {pollError && <FormError message={`The publish status could not be loaded: ${errorMessage(pollError)}`} />}
          {publish.error && <FormError message={errorMessage(publish.error)} />}
        </div>
        <div className="flex shrink-0 flex-col items-stretch gap-2 sm:items-end">
          <Button onClick={() => publish.mutate()} loading={publish.isPending} disabled={!!reason} aria-describedby={reason ? reasonId : undefined}>
            {!publish.isPending && <Rocket className="size-4" aria-hidden />}
            Publish
          </Button>
        </div>
      </div>
      {reason && (
        <p id={reasonId} className="mt-4 flex items-start gap-2 rounded-md bg-zinc-50 px-3 py-2 text-sm text-soft dark:bg-zinc-800/60">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          {reason}
        </p>
      )}
    </Section>
  );
}
