import { z } from "zod";
import { JobStatus } from "../generated/prisma/enums";
import { Timestamp, type ViewOf } from "../http/answers";

/** Where a project's backups are pushed; the token itself is never answered. */
export const BackupRepositoryView = z
  .object({
    repository_url: z.string(),
    branch: z.string(),
    username: z.string().nullable().describe("The user name sent with the token; null without a token"),
    has_token: z.boolean(),
    updated_at: Timestamp,
  })
  .meta({
    id: "BackupRepository",
    examples: [
      {
        repository_url: "https://github.com/acme/handbook-backup.git",
        branch: "docs-platform/5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b",
        username: "x-access-token",
        has_token: true,
        updated_at: "2026-11-20T08:30:00.000Z",
      },
    ],
  });
export type BackupRepositoryView = ViewOf<z.output<typeof BackupRepositoryView>>;

/** The backup the API document's examples show, once committed. */
const completedBackup = {
  backup_id: "4c5d6e7f-8a9b-4c0d-8e1f-2a3b4c5d6e7f",
  timestamp: "2026-11-25T18:00:12.000Z",
  status: "completed",
  commit: "9fceb02d0ae598e95dc970b74767f19372d61af8",
  branch: "docs-platform/5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b",
  repository_url: "https://github.com/acme/handbook-backup.git",
  job_id: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
  error: null,
  created_at: "2026-11-25T18:00:00.000Z",
  completed_at: "2026-11-25T18:00:12.000Z",
};

/** A backup: a commit of the project's files to its repository, made by a job. */
export const BackupView = z
  .object({
    backup_id: z.string(),
    timestamp: Timestamp.describe("When it completed, else when it started"),
    status: z.enum(JobStatus),
    commit: z.string().nullable().describe("The commit's SHA, once completed"),
    branch: z.string(),
    repository_url: z.string(),
    job_id: z.string(),
    error: z.string().nullable().describe("Why it failed, when it did"),
    created_at: Timestamp,
    completed_at: Timestamp.nullable(),
  })
  .meta({
    id: "Backup",
    examples: [
      { ...completedBackup, timestamp: completedBackup.created_at, status: "queued", commit: null, completed_at: null },
      completedBackup,
    ],
  });
export type BackupView = ViewOf<z.output<typeof BackupView>>;

export const BackupList = z.array(BackupView);

/** The 202 of a restore: its job. */
export const RestoreStarted = z
  .object({ job_id: z.string(), backup_id: z.string(), status: z.enum(JobStatus), created_at: Timestamp })
  .meta({
    id: "RestoreStarted",
    examples: [{ job_id: "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e", backup_id: completedBackup.backup_id, status: "queued", created_at: "2026-11-26T08:00:00.000Z" }],
  });
export type RestoreStarted = ViewOf<z.output<typeof RestoreStarted>>;

/** The latest restore and its state. */
export const RestoreView = z
  .object({
    job_id: z.string(),
    backup_id: z.string(),
    status: z.enum(JobStatus),
    error: z.string().nullable(),
    created_at: Timestamp,
    finished_at: Timestamp.nullable(),
  })
  .meta({
    id: "Restore",
    examples: [
      {
        job_id: "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
        backup_id: completedBackup.backup_id,
        status: "completed",
        error: null,
        created_at: "2026-11-26T08:00:00.000Z",
        finished_at: "2026-11-26T08:00:07.000Z",
      },
    ],
  });
export type RestoreView = ViewOf<z.output<typeof RestoreView>>;
