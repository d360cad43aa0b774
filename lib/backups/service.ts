import type { DocumentationAccess } from "../auth/access";
import type { Principal } from "../auth/principal";
import { db } from "../db";
import { conflict, DomainError, notFound } from "../errors";
import { createJob, startJob } from "../jobs/dispatch";
import { CreatedCursor, createdBefore, createdCursorOf, decodeCursor, fetchPage, mapPage, type Page, type PageRequest } from "../pagination";
import { encryptSecret } from "../sealed-secrets";
import { backupDocumentation, restoreDocumentation } from "./jobs";
import { credentialsPurpose, defaultBranch, defaultUsername } from "./remote";
import { parseRepositoryUrl } from "./repository-url";
import type { RepositoryInput } from "./schemas";
import type { BackupRepositoryView, BackupView, RestoreStarted, RestoreView } from "./views";

type RepositoryRow = NonNullable<Awaited<ReturnType<typeof db.backupRepository.findUnique>>>;

function repositoryView(row: RepositoryRow): BackupRepositoryView {
  return {
    repository_url: row.repositoryUrl,
    branch: row.branch,
    username: row.encryptedToken ? (row.username ?? defaultUsername) : null,
    has_token: row.encryptedToken !== null,
    updated_at: row.updatedAt,
  };
}

export async function getBackupRepository(access: DocumentationAccess) {
  const row = await db.backupRepository.findUnique({ where: { documentationId: access.documentationId } });
  if (!row) throw new DomainError("not_found", "No backup repository is configured for this documentation.");
  return repositoryView(row);
}

/** Stores the repository; a token is kept encrypted (omit it to keep the current one, null to remove it). */
export async function setBackupRepository(access: DocumentationAccess, principal: Principal, input: RepositoryInput) {
  parseRepositoryUrl(input.repository_url);
  const tokenChange = input.token === undefined ? {} : { encryptedToken: input.token === null ? null : encryptSecret(input.token, credentialsPurpose) };
  const row = await db.backupRepository.upsert({
    where: { documentationId: access.documentationId },
    create: {
      documentationId: access.documentationId,
      repositoryUrl: input.repository_url,
      branch: input.branch ?? defaultBranch(access.documentationId),
      username: input.username ?? null,
      updatedById: principal.user.id,
      encryptedToken: null,
      ...tokenChange,
    },
    update: {
      repositoryUrl: input.repository_url,
      ...(input.branch ? { branch: input.branch } : {}),
      ...(input.username !== undefined ? { username: input.username } : {}),
      updatedById: principal.user.id,
      ...tokenChange,
    },
  });
  return repositoryView(row);
}

type BackupRow = Awaited<ReturnType<typeof backupRows>>[number];

const backupRows = (where: object, take?: number) =>
  db.backup.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    include: { job: { select: { status: true, error: true } } },
  });

function backupView(backup: BackupRow): BackupView {
  return {
    backup_id: backup.id,
    timestamp: backup.completedAt ?? backup.createdAt,
    status: backup.job.status,
    commit: backup.commitSha,
    branch: backup.branch,
    repository_url: backup.repositoryUrl,
    job_id: backup.jobId,
    error: backup.job.status === "failed" ? backup.job.error : null,
    created_at: backup.createdAt,
    completed_at: backup.completedAt,
  };
}

/** Starts a backup job; the record lists it at once, with its commit when done. */
export async function startBackup(access: DocumentationAccess, principal: Principal) {
  const [documentation, setting] = await Promise.all([
    db.documentation.findUniqueOrThrow({ where: { id: access.documentationId }, select: { status: true } }),
    db.backupRepository.findUnique({ where: { documentationId: access.documentationId } }),
  ]);
  if (documentation.status === "uninitialized") throw conflict("The documentation is not initialized yet: there is nothing to back up.");
  if (!setting) throw conflict("Configure a backup repository first (PUT backup/repository).");
  const { job, backupId } = await db.$transaction(async (tx) => {
    const backupId = crypto.randomUUID();
    const job = await createJob(tx, backupDocumentation, { documentationId: access.documentationId, backupId }, {
      organizationId: access.organizationId,
      documentationId: access.documentationId,
      startedById: principal.user.id,
    });
    await tx.backup.create({
      data: { id: backupId, documentationId: access.documentationId, jobId: job.id, repositoryUrl: setting.repositoryUrl, branch: setting.branch, createdById: principal.user.id },
    });
    return { job, backupId };
  });
  await startJob(backupDocumentation, job);
  return backupView((await backupRows({ id: backupId }))[0]!);
}

export async function listBackups(access: DocumentationAccess, page: PageRequest): Promise<Page<BackupView>> {
  const cursor = decodeCursor(page.cursor, CreatedCursor);
  const result = await fetchPage(page, (take) => backupRows({ documentationId: access.documentationId, ...createdBefore(cursor) }, take), createdCursorOf);
  return mapPage(result, backupView);
}

/**
 * Starts restoring a completed backup. The project is locked in the same transaction
 * (content writes answer 423 until the restore ends); a second restore meanwhile is a 409.
 */
export async function startRestore(access: DocumentationAccess, principal: Principal, backupId: string): Promise<RestoreStarted> {
  const backup = await db.backup.findFirst({ where: { id: backupId, documentationId: access.documentationId } });
  if (!backup) throw notFound("Backup");
  if (!backup.commitSha) throw conflict("This backup has not completed; only completed backups can be restored.");
  const job = await db.$transaction(async (tx) => {
    // Waits for content writes in flight (they hold the row FOR SHARE), then blocks new ones.
    const [row] = await tx.$queryRaw<{ lockedAt: Date | null }[]>`
      SELECT "lockedAt" FROM "Documentation" WHERE "id" = ${access.documentationId} FOR UPDATE`;
    if (row?.lockedAt) throw conflict("A restore of this documentation is already running.");
    await tx.documentation.update({ where: { id: access.documentationId }, data: { lockedAt: new Date(), lockReason: "a restore" } });
    return createJob(tx, restoreDocumentation, { documentationId: access.documentationId, backupId }, {
      organizationId: access.organizationId,
      documentationId: access.documentationId,
      startedById: principal.user.id,
    });
  });
  await startJob(restoreDocumentation, job);
  const current = (await db.job.findUnique({ where: { id: job.id } })) ?? job;
  return { job_id: current.id, backup_id: backupId, status: current.status, created_at: current.createdAt };
}

/** The most recent restore and its state. */
export async function latestRestore(access: DocumentationAccess): Promise<RestoreView> {
  const job = await db.job.findFirst({
    where: { documentationId: access.documentationId, functionId: restoreDocumentation.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  if (!job) throw notFound("Restore");
  return {
    job_id: job.id,
    backup_id: (job.input as { backupId: string }).backupId,
    status: job.status,
    error: job.error,
    created_at: job.createdAt,
    finished_at: job.finishedAt,
  };
}
