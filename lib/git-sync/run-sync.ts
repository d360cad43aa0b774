import { assertFeature } from "../billing/quota";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { log } from "../log";
import { draftFingerprints } from "./draft";
import { pullHead, type PullChanges } from "./pull";
import { pushDraft, type PushChanges } from "./push";
import { descendsFrom, fetchLinkHead } from "./repository";

/** How often a push the remote refused (the branch moved first) is retried after pulling. */
const pushAttempts = 4;
/** Passes one job makes when syncs are asked for while it runs. */
const maxPasses = 5;

export type SyncTrigger = "webhook" | "poll" | "edit" | "manual" | "link" | "restore" | "change_request";

/**
 * The sync job's one step. The link names the job that holds it (lib/git-sync/service.ts
 * `requestSync`), so one sync per link runs at a time; a sync asked for meanwhile sets
 * `rerunRequested`, and this job makes another pass before letting go. Every pass compares
 * both sides with the recorded state, so repeating one after a crash is harmless.
 */
export async function runSyncJob(linkId: string, jobId: string, trigger: SyncTrigger): Promise<{ passes: number }> {
  let passes = 0;
  for (;;) {
    await db.gitSyncLink.updateMany({ where: { id: linkId, jobId }, data: { rerunRequested: false, state: "syncing" } });
    passes++;
    await syncOnce(linkId, passes === 1 ? trigger : "edit");
    const released = await db.gitSyncLink.updateMany({ where: { id: linkId, jobId, rerunRequested: false }, data: { jobId: null } });
    if (released.count > 0 || passes >= maxPasses) break;
    const link = await db.gitSyncLink.findUnique({ where: { id: linkId }, select: { jobId: true } });
    if (!link || link.jobId !== jobId) break;
  }
  await db.gitSyncLink.updateMany({ where: { id: linkId, jobId }, data: { jobId: null } });
  return { passes };
}

/** Pulls the branch's new head into the draft, then commits the dashboard's changes back; records both, or the error. */
export async function syncOnce(linkId: string, trigger: SyncTrigger): Promise<void> {
  const started = await db.gitSyncLink.findUnique({ where: { id: linkId } });
  if (!started) return;
  try {
    // A plan without Git sync (say, after a downgrade) stops the sync; the link stays.
    await assertFeature(started.organizationId, "git_sync");
    for (let attempt = 1; ; attempt++) {
      const link = await db.gitSyncLink.findUniqueOrThrow({ where: { id: linkId } });
      const { remote, gitdir, head } = await fetchLinkHead(link);
      if (head && head !== link.lastSyncedCommit) {
        const forced = link.lastSyncedCommit !== null && !(await descendsFrom(gitdir, head, link.lastSyncedCommit));
        const changes = await pullHead(link, gitdir, head);
        await recordRun(link.id, "pull", trigger, { commit: head, fromCommit: link.lastSyncedCommit, forced, changes });
      }
      const current = await db.gitSyncLink.findUniqueOrThrow({ where: { id: linkId } });
      const outcome = await pushDraft(current, remote, gitdir, head);
      if (outcome.kind === "pushed") await recordRun(link.id, "push", trigger, { commit: outcome.commit, fromCommit: head, changes: outcome.changes });
      if (outcome.kind !== "rejected") break;
      if (attempt >= pushAttempts) throw new Error(`the branch kept moving: the push was refused ${pushAttempts} times`);
    }
    const fingerprint = (await draftFingerprints([started.versionId])).get(started.versionId) ?? "";
    await db.gitSyncLink.update({
      where: { id: linkId },
      data: { state: "idle", lastError: null, lastPolledAt: new Date(), syncedFingerprint: fingerprint, seenFingerprint: fingerprint },
    });
  } catch (error) {
    const message = (error as Error).message;
    log.warn("git sync failed", { link_id: linkId, error: message });
    await db.gitSyncLink.update({ where: { id: linkId }, data: { state: "error", lastError: message, lastPolledAt: new Date() } }).catch(() => undefined);
    await recordRun(linkId, "pull", trigger, { error: message });
  }
}

async function recordRun(
  linkId: string,
  direction: "pull" | "push",
  trigger: SyncTrigger,
  details: { commit?: string; fromCommit?: string | null; forced?: boolean; changes?: PullChanges | PushChanges; error?: string },
) {
  await db.gitSyncRun
    .create({
      data: {
        linkId,
        direction,
        trigger,
        status: details.error ? "failed" : "succeeded",
        commit: details.commit,
        fromCommit: details.fromCommit ?? null,
        forced: details.forced ?? false,
        changes: (details.changes ?? {}) as unknown as Prisma.InputJsonValue,
        error: details.error,
      },
    })
    .catch(() => undefined);
}
