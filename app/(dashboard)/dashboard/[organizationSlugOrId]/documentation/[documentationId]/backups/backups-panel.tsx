"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Archive, DatabaseBackup, Info, RotateCcw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { FormError } from "@/components/ui/field";
import { Section } from "@/components/ui/page";
import { Table, Td, Th } from "@/components/ui/table";
import { api, ApiError, errorMessage } from "@/lib/client/api";
import { useApiMutation } from "@/components/use-api-mutation";
import { DateTime, isRunning, JobStatusBadge, ProgressBar } from "../_jobs/job-status";
import { backupApi, type BackupView, type RestoreView } from "./types";

const pollMs = 1500;
const shortCommit = (sha: string) => sha.slice(0, 7);

interface Props {
  organizationId: string;
  documentationId: string;
  /** The backups of the page shown (the first page is kept live). */
  initialBackups: BackupView[];
  /** True on the first page: polled while a backup runs, and new backups appear on it. */
  live: boolean;
  pageLimit: number;
  initialRestore: RestoreView | null;
  /** Why "Back up now" is not possible (no repository, nothing to back up), or null. */
  blockedReason: string | null;
  /** Pagination links, under the table. */
  pager?: ReactNode;
}

/** Calls `onEnd` once when a job seen running is seen finished. */
function useJobEnd<T extends { status: BackupView["status"] }>(jobs: T[], key: (job: T) => string, onEnd: (job: T) => void) {
  const running = useRef(new Set(jobs.filter((job) => isRunning(job.status)).map(key)));
  const callback = useRef(onEnd);
  useEffect(() => {
    callback.current = onEnd;
  });
  useEffect(() => {
    for (const job of jobs) {
      const id = key(job);
      if (isRunning(job.status)) running.current.add(id);
      else if (running.current.delete(id)) callback.current(job);
    }
  }, [jobs, key]);
}

const backupKey = (backup: BackupView) => backup.backup_id;
const restoreKey = (restore: RestoreView) => restore.job_id;

/** "Back up now", the list of backups with restore, and the state of the latest restore. */
export function BackupsPanel({ organizationId, documentationId, initialBackups, live, pageLimit, initialRestore, blockedReason, pager }: Props) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const base = backupApi(organizationId, documentationId);
  const backupsKey = ["backups", documentationId, live ? "first" : initialBackups[0]?.backup_id];
  const restoreQueryKey = ["restore", documentationId];

  const { data: backups } = useQuery({
    queryKey: backupsKey,
    queryFn: () => api.get<BackupView[]>(`${base}?limit=${pageLimit}`),
    initialData: initialBackups,
    enabled: live,
    staleTime: pollMs,
    refetchInterval: (query) => (query.state.data?.some((backup) => isRunning(backup.status)) ? pollMs : false),
  });
  const { data: restore } = useQuery({
    queryKey: restoreQueryKey,
    queryFn: async () => {
      try {
        return await api.get<RestoreView>(`${base}/restore`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    initialData: initialRestore,
    staleTime: pollMs,
    refetchInterval: (query) => (query.state.data && isRunning(query.state.data.status) ? pollMs : false),
  });

  useJobEnd(backups, backupKey, (backup) => {
    if (backup.status === "completed") toast.success(`Backup committed${backup.commit ? ` (${shortCommit(backup.commit)})` : ""}.`);
    else toast.error(`The backup failed${backup.error ? `: ${backup.error}` : "."}`);
  });
  useJobEnd(restore ? [restore] : [], restoreKey, (ended) => {
    if (ended.status === "completed") toast.success("Restore completed. Publish to show the restored content to readers.");
    else toast.error(`The restore failed${ended.error ? `: ${ended.error}` : "."} The content was left as it was.`);
    router.refresh();
  });

  const backUp = useApiMutation({
    mutate: () => api.post<BackupView>(base),
    refresh: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupsKey }),
  });
  const startRestore = useApiMutation({
    mutate: (backupId: string) => api.post<Omit<RestoreView, "error" | "finished_at">>(`${base}/restore`, { backup_id: backupId }),
    success: "Restore started. The project is read-only until it finishes.",
    onSuccess: (started) => queryClient.setQueryData<RestoreView>(restoreQueryKey, { ...started, error: null, finished_at: null }),
  });

  const backupRunning = backups.some((backup) => isRunning(backup.status));
  const restoreRunning = !!restore && isRunning(restore.status);
  const reason = blockedReason ?? (backupRunning ? "A backup is running: wait for it to finish." : restoreRunning ? "A restore is running: back up once it has finished." : null);
  const reasonId = useId();
  const restoredFrom = restore && backups.find((backup) => backup.backup_id === restore.backup_id);

  return (
    <>
      {restore && (
        <div
          role="status"
          className={
            restoreRunning
              ? "space-y-2 rounded-lg border border-warning bg-warning-callout p-4 text-sm text-warning-ink"
              : "flex flex-wrap items-center gap-2 rounded-lg border border-line bg-panel p-4 text-sm text-body shadow-sm"
          }
        >
          {restoreRunning ? (
            <>
              <p className="flex flex-wrap items-center gap-2 font-medium">
                <JobStatusBadge status={restore.status} />
                Restoring the backup{restoredFrom?.commit ? ` ${shortCommit(restoredFrom.commit)}` : ""}… The project is read-only meanwhile.
              </p>
              <ProgressBar done={0} total={0} label="Restore progress" />
            </>
          ) : (
            <>
              <span>Latest restore</span>
              <JobStatusBadge status={restore.status} />
              <DateTime value={restore.finished_at ?? restore.created_at} />
              {restore.error && <span className="w-full text-danger-title">{restore.error}</span>}
            </>
          )}
        </div>
      )}

      <Section
        id="backups"
        title="Backups"
        description="Each backup commits the whole project (pages as markdown, configuration, assets) to the repository's branch."
      >
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 flex-1 space-y-2" aria-live="polite">
            {backupRunning && (
              <>
                <p className="text-sm font-medium">Backing up…</p>
                <ProgressBar done={0} total={0} label="Backup progress" />
              </>
            )}
            {reason && !backupRunning && (
              <p id={reasonId} className="flex items-start gap-2 text-sm text-secondary">
                <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
                {reason}
              </p>
            )}
            {backUp.error && <FormError message={errorMessage(backUp.error)} />}
          </div>
          <Button onClick={() => backUp.mutate()} loading={backUp.isPending} disabled={!!reason} aria-describedby={reason && !backupRunning ? reasonId : undefined}>
            {!backUp.isPending && <DatabaseBackup className="size-4" aria-hidden />}
            Back up now
          </Button>
        </div>

        {backups.length === 0 ? (
          <EmptyState icon={Archive} title="No backups yet">
            Backups appear here with their commit; any completed one can be restored.
          </EmptyState>
        ) : (
          <>
            <Table caption="Backups">
              <thead>
                <tr>
                  <Th>Backup</Th>
                  <Th>Time</Th>
                  <Th>Status</Th>
                  <Th>Commit</Th>
                  <Th>
                    <span className="sr-only">Actions</span>
                  </Th>
                </tr>
              </thead>
              <tbody>
                {backups.map((backup) => (
                  <tr key={backup.backup_id}>
                    <Td className="font-mono text-xs" title={backup.backup_id}>
                      {backup.backup_id.slice(0, 8)}
                    </Td>
                    <Td>
                      <DateTime value={backup.timestamp} />
                    </Td>
                    <Td>
                      <JobStatusBadge status={backup.status} />
                      {backup.error && <p className="mt-1 max-w-64 text-xs text-danger-title">{backup.error}</p>}
                    </Td>
                    <Td className="font-mono text-xs" title={backup.commit ?? undefined}>
                      {backup.commit ? shortCommit(backup.commit) : "—"}
                    </Td>
                    <Td className="text-right">
                      {backup.commit && (
                        <ConfirmDialog
                          title="Restore this backup?"
                          description={
                            <>
                              The project&apos;s current content (every version, section, page and asset, and its configuration) is replaced by the backup of{" "}
                              <DateTime value={backup.timestamp} /> (commit <span className="font-mono">{shortCommit(backup.commit)}</span>). Changes made since then are lost
                              unless you back them up first. The project is read-only until the restore finishes. Nothing is published: publish afterwards to show the
                              restored content to readers.
                            </>
                          }
                          confirmLabel="Restore"
                          trigger={
                            <Button variant="secondary" size="sm" disabled={restoreRunning} aria-label={`Restore backup ${backup.backup_id.slice(0, 8)}`}>
                              <RotateCcw className="size-4" aria-hidden />
                              Restore
                            </Button>
                          }
                          onConfirm={() => startRestore.mutateAsync(backup.backup_id)}
                          pending={startRestore.isPending}
                          error={startRestore.error && startRestore.variables === backup.backup_id ? errorMessage(startRestore.error) : null}
                        />
                      )}
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
            {pager}
          </>
        )}
      </Section>
    </>
  );
}
