import { z } from "zod";
import { Timestamp, type ViewOf } from "../http/answers";

const commit = "9fceb02d0ae598e95dc970b74767f19372d61af8";

/** A pull (Git to the draft) or a push (the dashboard's edits to Git). */
export const GitSyncRunView = z
  .object({
    run_id: z.string(),
    direction: z.enum(["pull", "push"]),
    status: z.enum(["succeeded", "failed"]),
    trigger: z.string().describe("webhook, poll, edit, manual, link, restore or change_request"),
    commit: z.string().nullable().describe("The branch head pulled, or the commit pushed"),
    from_commit: z.string().nullable(),
    forced: z.boolean().describe("The branch was force-pushed: the new head does not descend from the last synced commit"),
    changes: z.record(z.string(), z.unknown()).describe("Pull: created, updated, renamed, deleted, conflicts (paths); push: added, updated, moved, deleted, authors"),
    error: z.string().nullable(),
    created_at: Timestamp,
  })
  .meta({
    id: "GitSyncRun",
    examples: [
      {
        run_id: "7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
        direction: "push",
        status: "succeeded",
        trigger: "edit",
        commit,
        from_commit: "1b2c3d4e5f60718293a4b5c6d7e8f90123456789",
        forced: false,
        changes: { added: [], updated: ["guides/install.md"], moved: [], deleted: [], authors: ["Ada Lovelace <ada@example.com>"] },
        error: null,
        created_at: "2026-11-26T10:00:00.000Z",
      },
    ],
  });
export type GitSyncRunView = ViewOf<z.output<typeof GitSyncRunView>>;
export const GitSyncRunList = z.array(GitSyncRunView);

/** A dashboard version of a page that a Git change replaced, kept whole. */
export const GitSyncConflictView = z
  .object({
    conflict_id: z.string(),
    entry_id: z.string().nullable(),
    path: z.string().describe("The page's file, relative to the linked folder"),
    title: z.string(),
    slug: z.string(),
    content: z.string().describe("The dashboard's content that Git's replaced"),
    metadata: z.record(z.string(), z.unknown()),
    edited_by: z.string().nullable(),
    edited_at: Timestamp,
    superseded_by_commit: z.string(),
    git_change: z.enum(["updated", "renamed", "deleted"]),
    status: z.enum(["open", "restored", "dismissed"]),
    resolved_by: z.string().nullable(),
    resolved_at: Timestamp.nullable(),
    created_at: Timestamp,
  })
  .meta({
    id: "GitSyncConflict",
    examples: [
      {
        conflict_id: "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
        entry_id: "5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b",
        path: "guides/install.md",
        title: "Install",
        slug: "install",
        content: "Run the installer, then sign in.\n",
        metadata: {},
        edited_by: "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
        edited_at: "2026-11-26T09:58:00.000Z",
        superseded_by_commit: commit,
        git_change: "updated",
        status: "open",
        resolved_by: null,
        resolved_at: null,
        created_at: "2026-11-26T10:00:00.000Z",
      },
    ],
  });
export type GitSyncConflictView = ViewOf<z.output<typeof GitSyncConflictView>>;

export const GitSyncStatusView = z
  .object({
    version_id: z.string(),
    repository_url: z.string(),
    repository_id: z.string().nullable().describe("Set when linked through the organization's Git provider connection"),
    branch: z.string(),
    path: z.string().describe("The linked folder of the repository (\"\" for its root)"),
    username: z.string().nullable(),
    has_token: z.boolean(),
    webhook_url: z.string().describe("Where the repository's push webhook sends events (path on this server)"),
    state: z.enum(["idle", "syncing", "error"]),
    sync_pending: z.boolean().describe("A sync job is queued or running"),
    last_commit: z.string().nullable().describe("The branch head the draft was last reconciled with"),
    last_synced_at: Timestamp.nullable(),
    last_error: z.string().nullable(),
    open_conflicts: z.number().int(),
    conflicts: z.array(GitSyncConflictView).describe("Open conflicts, newest first (at most 50)"),
    recent_runs: z.array(GitSyncRunView).describe("The last 10 runs; the whole history is paginated at git-sync/history"),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({
    id: "GitSyncStatus",
    examples: [
      {
        version_id: "3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b",
        repository_url: "https://github.com/acme/handbook.git",
        repository_id: null,
        branch: "main",
        path: "docs",
        username: "x-access-token",
        has_token: true,
        webhook_url: "/api/v1/organizations/8f7e6d5c-4b3a-4291-8f7e-6d5c4b3a2910/git-provider/webhook",
        state: "idle",
        sync_pending: false,
        last_commit: commit,
        last_synced_at: "2026-11-26T10:00:00.000Z",
        last_error: null,
        open_conflicts: 0,
        conflicts: [],
        recent_runs: [],
        created_at: "2026-11-20T08:30:00.000Z",
        updated_at: "2026-11-26T10:00:00.000Z",
      },
    ],
  });
export type GitSyncStatusView = ViewOf<z.output<typeof GitSyncStatusView>>;

/** The answer to linking: the status, and the webhook secret when it was just made (shown once). */
export const GitSyncLinkedView = GitSyncStatusView.extend({
  webhook_secret: z.string().nullable().describe("The push webhook's secret, answered only when generated; null otherwise"),
}).meta({ id: "GitSyncLinked" });
export type GitSyncLinkedView = ViewOf<z.output<typeof GitSyncLinkedView>>;

export const SyncStarted = z
  .object({ job_id: z.string(), status: z.string() })
  .meta({ id: "GitSyncStarted", examples: [{ job_id: "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e", status: "queued" }] });

export const WebhookAnswer = z
  .object({ accepted: z.number().int().describe("Linked versions whose sync was started") })
  .meta({ id: "GitSyncWebhookAnswer", examples: [{ accepted: 1 }] });
