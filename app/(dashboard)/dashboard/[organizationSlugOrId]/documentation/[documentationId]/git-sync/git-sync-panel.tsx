"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { GitBranch, RefreshCw, RotateCcw, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FormError, InputField } from "@/components/ui/field";
import { Badge, Section } from "@/components/ui/page";
import { Table, Td, Th } from "@/components/ui/table";
import { api, ApiError, errorMessage } from "@/lib/client/api";
import type { gitSyncStatus, linkVersion } from "@/lib/git-sync/service";
import { fieldErrorsOf, useApiMutation } from "@/components/use-api-mutation";
import { DateTime } from "../_jobs/job-status";

type Status = Awaited<ReturnType<typeof gitSyncStatus>>;
type Linked = Awaited<ReturnType<typeof linkVersion>>;

const pollMs = 2000;
const shortCommit = (sha: string | null) => (sha ? sha.slice(0, 7) : "—");
const stateBadge = { idle: { tone: "success", label: "In sync" }, syncing: { tone: "info", label: "Syncing" }, error: { tone: "warning", label: "Error" } } as const;

interface Props {
  organizationId: string;
  documentationId: string;
  versionId: string;
  versionName: string;
  initialStatus: Status | null;
  canLink: boolean;
  canSync: boolean;
}

/** One version's Git sync: the link form, the state and last commit, conflicts, and the history. */
export function GitSyncPanel({ organizationId, documentationId, versionId, versionName, initialStatus, canLink, canSync }: Props) {
  const queryClient = useQueryClient();
  const base = `/v1/documentation/${organizationId}/${documentationId}/version/${versionId}/git-sync`;
  const key = ["git-sync", versionId];
  const { data: status } = useQuery({
    queryKey: key,
    queryFn: async () => {
      try {
        return await api.get<Status>(base);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    initialData: initialStatus,
    staleTime: pollMs,
    refetchInterval: (query) => (query.state.data?.sync_pending ? pollMs : false),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const syncNow = useApiMutation({ mutate: () => api.post(`${base}/sync`), success: "Sync started.", refresh: false, onSuccess: refresh });
  const resolve = useApiMutation({
    mutate: ({ id, action }: { id: string; action: "restore" | "dismiss" }) => api.post(`${base}/conflicts/${id}/${action}`),
    success: (_, { action }) => (action === "restore" ? "Your version is back in the draft; it will be committed to Git." : "Conflict dismissed: Git's version stays."),
    refresh: false,
    onSuccess: refresh,
  });
  const unlink = useApiMutation({ mutate: () => api.delete(base), success: "Unlinked.", refresh: false, onSuccess: () => queryClient.setQueryData(key, null) });

  return (
    <Section id={`git-sync-${versionId}`} title={`Version ${versionName}`} description={status ? `${status.repository_url} · ${status.branch}${status.path ? ` · ${status.path}/` : ""}` : "Not linked to a Git repository."}>
      {status && (
        <div className="mb-4 space-y-3">
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <Badge tone={stateBadge[status.state].tone}>{status.sync_pending ? "Syncing" : stateBadge[status.state].label}</Badge>
            <span className="text-secondary">
              Last commit <span className="font-mono">{shortCommit(status.last_commit)}</span>
            </span>
            <span className="text-secondary">
              Synced <DateTime value={status.last_synced_at} />
            </span>
            {canSync && (
              <Button size="sm" variant="secondary" onClick={() => syncNow.mutate()} loading={syncNow.isPending}>
                {!syncNow.isPending && <RefreshCw className="size-4" aria-hidden />}
                Sync now
              </Button>
            )}
            {canLink && (
              <Button size="sm" variant="secondary" onClick={() => unlink.mutate()} loading={unlink.isPending}>
                Unlink
              </Button>
            )}
          </div>
          {status.last_error && (
            <p role="alert" className="rounded-lg border border-warning bg-warning-callout px-4 py-3 text-sm text-warning-ink">
              {status.last_error}
            </p>
          )}
          <p className="text-xs text-muted">
            Push webhook: <span className="font-mono">{status.webhook_url}</span> (content type application/json, signed with the secret shown when the link was made).
          </p>
          <FormError message={syncNow.error ? errorMessage(syncNow.error) : resolve.error ? errorMessage(resolve.error) : null} />
          <h3 className="pt-2 text-sm font-semibold">Conflicts ({status.open_conflicts})</h3>
          {status.conflicts.length === 0 ? (
            <p className="text-sm text-secondary">None: nothing changed on both sides.</p>
          ) : (
            <ul className="space-y-2">
              {status.conflicts.map((conflict) => (
                <li key={conflict.conflict_id} className="rounded-lg border border-line p-3 text-sm">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span>
                      <span className="font-medium">{conflict.title}</span> <span className="font-mono text-xs text-muted">{conflict.path}</span> — Git {conflict.git_change} it in{" "}
                      <span className="font-mono">{shortCommit(conflict.superseded_by_commit)}</span>; your edit of <DateTime value={conflict.edited_at} /> is kept.
                    </span>
                    {canSync && (
                      <span className="flex gap-2">
                        <Button size="sm" variant="secondary" onClick={() => resolve.mutate({ id: conflict.conflict_id, action: "restore" })}>
                          <RotateCcw className="size-4" aria-hidden />
                          Restore mine
                        </Button>
                        <Button size="sm" variant="secondary" onClick={() => resolve.mutate({ id: conflict.conflict_id, action: "dismiss" })}>
                          <X className="size-4" aria-hidden />
                          Keep Git&apos;s
                        </Button>
                      </span>
                    )}
                  </div>
                  <details className="mt-2">
                    <summary className="cursor-pointer text-xs text-secondary">Your version</summary>
                    <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap rounded bg-muted p-2 text-xs">{conflict.content}</pre>
                  </details>
                </li>
              ))}
            </ul>
          )}
          <h3 className="pt-2 text-sm font-semibold">History</h3>
          {status.recent_runs.length === 0 ? (
            <p className="text-sm text-secondary">No sync yet.</p>
          ) : (
            <Table caption={`Git sync history of ${versionName}`}>
              <thead>
                <tr>
                  <Th>Time</Th>
                  <Th>Direction</Th>
                  <Th>Commit</Th>
                  <Th>Changes</Th>
                </tr>
              </thead>
              <tbody>
                {status.recent_runs.map((run) => (
                  <tr key={run.run_id}>
                    <Td>
                      <DateTime value={run.created_at} />
                    </Td>
                    <Td>
                      {run.direction === "pull" ? "Git → draft" : "Draft → Git"} ({run.trigger}){run.forced && " · force push"}
                    </Td>
                    <Td className="font-mono text-xs">{shortCommit(run.commit)}</Td>
                    <Td className="text-xs">{run.status === "failed" ? <span className="text-danger-title">{run.error}</span> : summarize(run.changes)}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </div>
      )}
      {!status && !canLink && (
        <EmptyState icon={GitBranch} title="Not linked">
          An admin can link this version to a Git repository.
        </EmptyState>
      )}
      {canLink && <LinkForm base={base} status={status} onLinked={(linked) => queryClient.setQueryData(key, linked)} />}
    </Section>
  );
}

function summarize(changes: Record<string, unknown>): string {
  const parts = Object.entries(changes)
    .filter(([name, value]) => Array.isArray(value) && value.length > 0 && name !== "authors")
    .map(([name, value]) => `${(value as unknown[]).length} ${name}`);
  return parts.join(", ") || "no changes";
}

function LinkForm({ base, status, onLinked }: { base: string; status: Status | null; onLinked: (linked: Linked) => void }) {
  const [url, setUrl] = useState(status?.repository_url ?? "");
  const [branch, setBranch] = useState(status?.branch ?? "main");
  const [path, setPath] = useState(status?.path ?? "");
  const [token, setToken] = useState("");
  const [secret, setSecret] = useState<string | null>(null);
  const link = useApiMutation({
    mutate: () => api.put<Linked>(base, { repository_url: url.trim(), branch: branch.trim() || undefined, path: path.trim(), ...(token ? { token } : {}) }),
    success: "Linked; the first sync has started.",
    refresh: false,
    onSuccess: (linked) => {
      setToken("");
      setSecret(linked.webhook_secret);
      onLinked(linked);
    },
  });
  const errors = fieldErrorsOf(link.error);
  return (
    <form
      className="space-y-3 border-t border-line pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        link.mutate();
      }}
    >
      <InputField label="Repository URL" name="repository_url" required placeholder="https://github.com/acme/handbook.git" value={url} onChange={(event) => setUrl(event.target.value)} error={errors.repository_url} autoComplete="off" spellCheck={false} />
      <div className="grid gap-3 sm:grid-cols-3">
        <InputField label="Branch" name="branch" value={branch} onChange={(event) => setBranch(event.target.value)} error={errors.branch} autoComplete="off" spellCheck={false} />
        <InputField label="Folder (optional)" name="path" placeholder="docs" value={path} onChange={(event) => setPath(event.target.value)} error={errors.path} autoComplete="off" spellCheck={false} />
        <InputField
          label="Access token"
          name="token"
          type="password"
          value={token}
          onChange={(event) => setToken(event.target.value)}
          error={errors.token}
          placeholder={status?.has_token ? "•••••••• (stored)" : undefined}
          hint="Needs read and write access; stored encrypted."
          autoComplete="new-password"
        />
      </div>
      <FormError message={link.error && !Object.keys(errors).length ? errorMessage(link.error) : null} />
      {secret && (
        <p role="status" className="rounded-lg border border-line bg-muted p-3 text-sm">
          Webhook secret (shown once): <span className="font-mono break-all">{secret}</span>
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" loading={link.isPending}>
          {status ? "Save link" : "Link to Git"}
        </Button>
      </div>
    </form>
  );
}
