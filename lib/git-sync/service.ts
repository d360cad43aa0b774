import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { rm } from "node:fs/promises";
import type { DocumentationAccess } from "../auth/access";
import type { Principal } from "../auth/principal";
import { parseRepositoryUrl } from "../backups/repository-url";
import { assertFeature } from "../billing/quota";
import { db } from "../db";
import { writeToDocumentation } from "../documentation/write-guard";
import type { Readable } from "node:stream";
import { conflict, DomainError, invalidInput, notFound, tooLarge } from "../errors";
import type { Prisma } from "../generated/prisma/client";
import { connectedRepository } from "../git-provider/service";
import { createJob, startJob } from "../jobs/dispatch";
import { CreatedCursor, createdBefore, createdCursorOf, decodeCursor, fetchPage, mapPage, type Page, type PageRequest } from "../pagination";
import { decryptSecret, encryptSecret } from "../sealed-secrets";
import type { Upload } from "../upload";
import { findVersion } from "../versions/service";
import { syncGitLink } from "./jobs";
import { cachePath, credentialsPurpose, defaultUsername, webhookSecretPurpose } from "./repository";
import type { SyncTrigger } from "./run-sync";
import { PushEvent, type GitSyncLinkInput } from "./schemas";
import type { GitSyncConflictView, GitSyncLinkedView, GitSyncRunView, GitSyncStatusView } from "./views";

type LinkRow = NonNullable<Awaited<ReturnType<typeof db.gitSyncLink.findUnique>>>;
type RunRow = NonNullable<Awaited<ReturnType<typeof db.gitSyncRun.findFirst>>>;
type ConflictRow = NonNullable<Awaited<ReturnType<typeof db.gitSyncConflict.findFirst>>>;

const webhookPath = (organizationId: string) => `/api/v1/organizations/${organizationId}/git-provider/webhook`;

function runView(run: RunRow): GitSyncRunView {
  return {
    run_id: run.id,
    direction: run.direction,
    status: run.status,
    trigger: run.trigger,
    commit: run.commit,
    from_commit: run.fromCommit,
    forced: run.forced,
    changes: (run.changes ?? {}) as Record<string, unknown>,
    error: run.error,
    created_at: run.createdAt,
  };
}

function conflictView(row: ConflictRow): GitSyncConflictView {
  return {
    conflict_id: row.id,
    entry_id: row.entryId,
    path: row.path,
    title: row.title,
    slug: row.slug,
    content: row.content,
    metadata: (row.metadata ?? {}) as Record<string, unknown>,
    edited_by: row.editedById,
    edited_at: row.editedAt,
    superseded_by_commit: row.supersededByCommit,
    git_change: row.gitChange as GitSyncConflictView["git_change"],
    status: row.status,
    resolved_by: row.resolvedById,
    resolved_at: row.resolvedAt,
    created_at: row.createdAt,
  };
}

async function statusView(link: LinkRow): Promise<GitSyncStatusView> {
  const [conflicts, openConflicts, runs, job] = await Promise.all([
    db.gitSyncConflict.findMany({ where: { linkId: link.id, status: "open" }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 50 }),
    db.gitSyncConflict.count({ where: { linkId: link.id, status: "open" } }),
    db.gitSyncRun.findMany({ where: { linkId: link.id }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 10 }),
    link.jobId ? db.job.findUnique({ where: { id: link.jobId }, select: { status: true } }) : null,
  ]);
  return {
    version_id: link.versionId,
    repository_url: link.repositoryUrl,
    repository_id: link.providerRepositoryId,
    branch: link.branch,
    path: link.path,
    username: link.encryptedToken ? (link.username ?? defaultUsername) : null,
    has_token: link.encryptedToken !== null || link.providerRepositoryId !== null,
    webhook_url: webhookPath(link.organizationId),
    state: link.state,
    sync_pending: job?.status === "queued" || job?.status === "in_progress",
    last_commit: link.lastSyncedCommit,
    last_synced_at: link.lastSyncedAt,
    last_error: link.lastError,
    open_conflicts: openConflicts,
    conflicts: conflicts.map(conflictView),
    recent_runs: runs.map(runView),
    created_at: link.createdAt,
    updated_at: link.updatedAt,
  };
}

async function findLink(access: DocumentationAccess, versionId: string): Promise<LinkRow> {
  await findVersion(db, access, versionId);
  const link = await db.gitSyncLink.findUnique({ where: { versionId } });
  if (!link) throw new DomainError("not_found", "This version is not linked to a Git repository.");
  return link;
}

/**
 * Links a version to a folder of a branch (or changes the link), then starts the first sync:
 * Git's pages are imported into the draft (matched to existing pages by their slug paths),
 * and draft pages Git does not have are committed to it.
 */
export async function linkVersion(access: DocumentationAccess, principal: Principal, versionId: string, input: GitSyncLinkInput): Promise<GitSyncLinkedView> {
  await assertFeature(access.organizationId, "git_sync");
  await findVersion(db, access, versionId);
  let repositoryUrl = input.repository_url;
  let branch = input.branch;
  if (input.repository_id) {
    const repository = await connectedRepository(access.organizationId, input.repository_id);
    repositoryUrl = repository.cloneUrl;
    branch ??= repository.defaultBranch ?? undefined;
    if (input.token !== undefined && input.token !== null) {
      throw invalidInput("A linked Git provider repository uses the organization's connection; send no token.", [{ path: "body.token", message: "not with repository_id" }]);
    }
  }
  parseRepositoryUrl(repositoryUrl!);
  const existing = await db.gitSyncLink.findUnique({ where: { versionId } });
  const folder = input.path ?? existing?.path ?? "";
  const taken = await db.gitSyncLink.findFirst({
    where: { repositoryUrl: repositoryUrl!, branch: branch ?? existing?.branch ?? "main", path: folder, versionId: { not: versionId } },
    select: { versionId: true },
  });
  // Two drafts committing to one folder would overwrite each other's pages.
  if (taken) throw conflict("Another version is already linked to this folder of this branch.", { version_id: taken.versionId });
  const generated = !existing || input.rotate_webhook_secret ? (input.webhook_secret ?? randomBytes(24).toString("base64url")) : input.webhook_secret;
  const target = {
    repositoryUrl: repositoryUrl!,
    branch: branch ?? existing?.branch ?? "main",
    path: input.path ?? existing?.path ?? "",
    providerRepositoryId: input.repository_id ?? null,
  };
  // Another repository, branch or folder is another tree: the next sync starts afresh.
  const retarget = existing && (existing.repositoryUrl !== target.repositoryUrl || existing.branch !== target.branch || existing.path !== target.path);
  const tokenChange = input.repository_id
    ? { encryptedToken: null }
    : input.token === undefined
      ? {}
      : { encryptedToken: input.token === null ? null : encryptSecret(input.token, credentialsPurpose) };
  const link = await db.$transaction(async (tx) => {
    const row = await tx.gitSyncLink.upsert({
      where: { versionId },
      create: {
        versionId,
        documentationId: access.documentationId,
        organizationId: access.organizationId,
        ...target,
        username: input.username ?? null,
        // Evaluated for the update too, where it is unused.
        encryptedWebhookSecret: encryptSecret(generated ?? randomBytes(24).toString("base64url"), webhookSecretPurpose),
        createdById: principal.user.id,
        ...tokenChange,
      },
      update: {
        ...target,
        ...(input.username !== undefined ? { username: input.username } : {}),
        ...(generated ? { encryptedWebhookSecret: encryptSecret(generated, webhookSecretPurpose) } : {}),
        ...(retarget ? { lastSyncedCommit: null, lastError: null, state: "idle" as const } : {}),
        ...tokenChange,
      },
    });
    if (retarget) await tx.gitSyncItem.deleteMany({ where: { linkId: row.id } });
    return row;
  });
  await requestSync(link.id, "link", principal.user.id);
  const current = await db.gitSyncLink.findUniqueOrThrow({ where: { id: link.id } });
  return { ...(await statusView(current)), webhook_secret: generated && (!existing || input.rotate_webhook_secret) && !input.webhook_secret ? generated : null };
}

export async function unlinkVersion(access: DocumentationAccess, versionId: string): Promise<void> {
  const link = await findLink(access, versionId);
  await db.gitSyncLink.delete({ where: { id: link.id } });
  // The local copy of an HTTP(S) remote (a repository on disk is used in place and stays).
  await rm(cachePath(link.id), { recursive: true, force: true });
}

export async function gitSyncStatus(access: DocumentationAccess, versionId: string): Promise<GitSyncStatusView> {
  return statusView(await findLink(access, versionId));
}

export async function gitSyncHistory(access: DocumentationAccess, versionId: string, page: PageRequest): Promise<Page<GitSyncRunView>> {
  const link = await findLink(access, versionId);
  const cursor = decodeCursor(page.cursor, CreatedCursor);
  const result = await fetchPage(
    page,
    (take) => db.gitSyncRun.findMany({ where: { linkId: link.id, ...createdBefore(cursor) }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take }),
    createdCursorOf,
  );
  return mapPage(result, runView);
}

/** Starts a sync now (the same job a webhook, a poll or an edit starts). */
export async function syncNow(access: DocumentationAccess, principal: Principal, versionId: string) {
  await assertFeature(access.organizationId, "git_sync");
  const link = await findLink(access, versionId);
  const job = await requestSync(link.id, "manual", principal.user.id);
  return { job_id: job.id, status: job.status };
}

/**
 * For other services that change a draft in one go (a merged change request): commits it now,
 * as one commit, instead of after the edit delay. Nothing when the version is not linked.
 */
export async function syncVersionSoon(versionId: string, trigger: SyncTrigger, startedById?: string): Promise<void> {
  const link = await db.gitSyncLink.findUnique({ where: { versionId }, select: { id: true } });
  if (link) await requestSync(link.id, trigger, startedById);
}

/**
 * Starts the link's sync job, or, when one is queued or running, asks it for another pass:
 * one job per link at a time, and a request is never lost.
 */
export async function requestSync(linkId: string, trigger: SyncTrigger, startedById?: string) {
  const { job, created } = await db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ jobId: string | null; documentationId: string; organizationId: string }[]>`
      SELECT "jobId", "documentationId", "organizationId" FROM "GitSyncLink" WHERE "id" = ${linkId} FOR UPDATE`;
    if (!row) throw notFound("Git sync link");
    if (row.jobId) {
      const active = await tx.job.findUnique({ where: { id: row.jobId } });
      if (active && (active.status === "queued" || active.status === "in_progress")) {
        await tx.gitSyncLink.update({ where: { id: linkId }, data: { rerunRequested: true } });
        return { job: active, created: false };
      }
    }
    const job = await createJob(tx, syncGitLink, { linkId, trigger }, { organizationId: row.organizationId, documentationId: row.documentationId, startedById });
    await tx.gitSyncLink.update({ where: { id: linkId }, data: { jobId: job.id, rerunRequested: false } });
    return { job, created: true };
  });
  if (created) await startJob(syncGitLink, job);
  return job;
}

async function findConflict(access: DocumentationAccess, versionId: string, conflictId: string) {
  const link = await findLink(access, versionId);
  const row = await db.gitSyncConflict.findFirst({ where: { id: conflictId, linkId: link.id } });
  if (!row) throw notFound("Conflict");
  if (row.status !== "open") throw conflict(`This conflict was already ${row.status}.`);
  return { link, row };
}

/**
 * Puts the dashboard's version back into the draft (recreating the page where Git deleted
 * it), then starts a sync, which commits it to Git.
 */
export async function restoreConflict(access: DocumentationAccess, principal: Principal, versionId: string, conflictId: string): Promise<GitSyncConflictView> {
  await assertFeature(access.organizationId, "git_sync");
  const { link, row } = await findConflict(access, versionId, conflictId);
  const resolved = await writeToDocumentation(access.documentationId, async (tx) => {
    const fields = { title: row.title, content: row.content, metadata: row.metadata as Prisma.InputJsonValue, updatedById: principal.user.id, revision: { increment: 1 } };
    const entry = row.entryId ? await tx.entry.findUnique({ where: { id: row.entryId } }) : null;
    if (entry) await tx.entry.update({ where: { id: entry.id }, data: fields });
    else {
      const section =
        (row.sectionId ? await tx.section.findFirst({ where: { id: row.sectionId, versionId: link.versionId } }) : null) ??
        (await tx.section.findFirst({ where: { versionId: link.versionId, parentId: null }, orderBy: [{ order: "asc" }, { id: "asc" }] }));
      if (!section) throw conflict("The version has no section to restore the page into.");
      const siblings = await tx.entry.findMany({ where: { sectionId: section.id, parentId: null }, select: { slug: true, order: true } });
      const taken = new Set(siblings.map((sibling) => sibling.slug));
      let slug = row.slug;
      for (let suffix = 2; taken.has(slug); suffix++) slug = `${row.slug}-${suffix}`;
      const order = siblings.reduce((max, sibling) => Math.max(max, sibling.order + 1), 0);
      await tx.entry.create({ data: { ...fields, revision: 1, id: row.entryId ?? undefined, sectionId: section.id, kind: "page", slug, order } });
    }
    return tx.gitSyncConflict.update({ where: { id: row.id }, data: { status: "restored", resolvedById: principal.user.id, resolvedAt: new Date() } });
  });
  await requestSync(link.id, "restore", principal.user.id);
  return conflictView(resolved);
}

export async function dismissConflict(access: DocumentationAccess, principal: Principal, versionId: string, conflictId: string): Promise<GitSyncConflictView> {
  const { row } = await findConflict(access, versionId, conflictId);
  return conflictView(await db.gitSyncConflict.update({ where: { id: row.id }, data: { status: "dismissed", resolvedById: principal.user.id, resolvedAt: new Date() } }));
}

/** GitHub caps push payloads at 25 MB; a push of documentation is far smaller. */
const webhookBodyLimitBytes = 5 * 1024 * 1024;

async function readCapped(stream: Readable | null, limit: number): Promise<Buffer> {
  if (!stream) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      stream.destroy();
      throw tooLarge(limit);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const signaturesMatch = (secret: string, body: Buffer, header: string) => {
  const expected = Buffer.from(`sha256=${createHmac("sha256", secret).update(body).digest("hex")}`);
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
};

/** `https://host/owner/repo(.git)` in one spelling, to match a webhook's repository to links. */
const normalizedRepository = (url: string) => url.trim().toLowerCase().replace(/\.git$/, "").replace(/\/+$/, "");

/**
 * A push webhook (GitHub's `X-Hub-Signature-256`: HMAC-SHA256 of the body under the link's
 * secret): starts the sync of each link of the organization on the pushed branch whose secret
 * signed the body. A body no link's secret signed is refused (401), whatever it says.
 */
export async function receivePushWebhook(organizationId: string, signature: string | null, event: string | null, upload: Pick<Upload, "stream">): Promise<{ accepted: number }> {
  if (!signature) throw new DomainError("unauthenticated", "The webhook is not signed (X-Hub-Signature-256).");
  const body = await readCapped(upload.stream(), webhookBodyLimitBytes);
  const links = await db.gitSyncLink.findMany({ where: { organizationId } });
  const signedBy = links.filter((link) => signaturesMatch(decryptSecret(link.encryptedWebhookSecret, webhookSecretPurpose), body, signature));
  if (signedBy.length === 0) throw new DomainError("unauthenticated", "The webhook's signature does not match any linked version's secret.");
  if (event === "ping") return { accepted: 0 };
  let payload: unknown;
  try {
    payload = JSON.parse(body.toString("utf8"));
  } catch {
    throw invalidInput("The webhook's body is not JSON.");
  }
  const parsed = PushEvent.safeParse(payload);
  if (!parsed.success) throw invalidInput("The webhook's body is not a push event (no `ref`).", [{ path: "body.ref", message: "required" }]);
  const branch = parsed.data.ref.replace(/^refs\/heads\//, "");
  const repositories = Object.values(parsed.data.repository ?? {}).filter((url): url is string => typeof url === "string").map(normalizedRepository);
  const matching = signedBy.filter((link) => link.branch === branch && (repositories.length === 0 || repositories.includes(normalizedRepository(link.repositoryUrl))));
  for (const link of matching) await requestSync(link.id, "webhook");
  return { accepted: matching.length };
}
