"use client";

import { useQuery } from "@tanstack/react-query";
import { api, ApiError } from "@/lib/client/api";
import { documentationApi } from "./api-paths";
import type { DocumentationRef } from "./types";

/** `GET DOC/import`: the project's latest website or repository import. */
export interface ImportJob {
  job_id: string;
  source: "website" | "repository";
  status: "queued" | "in_progress" | "completed" | "failed";
  progress: { done: number; total: number };
  error: string | null;
  /** When completed: the initialized project. */
  result: { version_id: string; sections: { section_id: string }[] } | null;
}

export const importRunning = (job: ImportJob | null | undefined) => job?.status === "queued" || job?.status === "in_progress";

const pollMs = 1_000;

/**
 * The project's latest import (null when it never had one), polled while it runs, and
 * while it is not yet the job `awaited` (one just started). `initial` is what the server
 * rendered with: the screen asks again only to follow a running import or once told to.
 */
export function useLatestImport(documentation: DocumentationRef, { awaited = null, enabled = true, initial }: { awaited?: string | null; enabled?: boolean; initial?: ImportJob | null } = {}) {
  return useQuery({
    queryKey: ["import", documentation.documentationId],
    queryFn: () =>
      api.get<ImportJob>(`${documentationApi(documentation)}/import`).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
    enabled,
    ...(initial === undefined ? {} : { initialData: initial, staleTime: Number.POSITIVE_INFINITY }),
    refetchInterval: (query) => {
      const job = query.state.data;
      return importRunning(job) || (awaited !== null && job?.job_id !== awaited) ? pollMs : false;
    },
  });
}

function progressText(job: ImportJob): string {
  if (job.status === "queued") return "Waiting to start…";
  const { done, total } = job.progress;
  if (job.source === "website") return total > 0 ? `Importing… ${done} of ${total} pages` : "Importing…";
  return total > 0 ? `Reading markdown files… ${done} of ${total}` : "Cloning the repository…";
}

/** A running import's progress, announced politely to screen readers. */
export function ImportProgress({ job }: { job: ImportJob }) {
  const { done, total } = job.progress;
  return (
    <div role="status" aria-live="polite" className="space-y-2 text-sm text-body">
      <p>{progressText(job)}</p>
      <progress className="h-2 w-full accent-fg" value={total > 0 ? done : undefined} max={total > 0 ? total : undefined} />
    </div>
  );
}
