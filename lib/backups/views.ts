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
  .meta({ id: "BackupRepository" });
export type BackupRepositoryView = ViewOf<z.output<typeof BackupRepositoryView>>;

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
  .meta({ id: "Backup" });
export type BackupView = ViewOf<z.output<typeof BackupView>>;

export const BackupList = z.array(BackupView);

/** The 202 of a restore: its job. */
export const RestoreStarted = z
  .object({ job_id: z.string(), backup_id: z.string(), status: z.enum(JobStatus), created_at: Timestamp })
  .meta({ id: "RestoreStarted" });
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
  .meta({ id: "Restore" });
export type RestoreView = ViewOf<z.output<typeof RestoreView>>;
