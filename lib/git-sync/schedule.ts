import { db } from "../db";
import { log } from "../log";
import { draftFingerprints } from "./draft";
import { requestSync } from "./service";

/** How long the draft must stay unchanged after an edit before it is committed (edits are batched). */
const pushDelayMs = () => Number(process.env.GIT_SYNC_PUSH_DELAY_MS ?? 5_000);
/** How often a branch is polled for new commits (webhooks make it sooner). */
const pollIntervalMs = () => Number(process.env.GIT_SYNC_POLL_INTERVAL_MS ?? 60_000);

/**
 * One look at every link: a draft that changed and then stayed still for the push delay is
 * synced ("edit": its edits become one commit), and a branch not polled for the poll interval
 * is synced ("poll"). Edits are noticed by the draft's fingerprint, so no write path has to
 * know about Git sync.
 */
export async function gitSyncTick(now = new Date()): Promise<{ started: number }> {
  const links = await db.gitSyncLink.findMany({
    select: { id: true, versionId: true, lastPolledAt: true, syncedFingerprint: true, seenFingerprint: true, seenFingerprintAt: true },
  });
  if (links.length === 0) return { started: 0 };
  const fingerprints = await draftFingerprints();
  let started = 0;
  for (const link of links) {
    const fingerprint = fingerprints.get(link.versionId) ?? "";
    if (fingerprint !== (link.syncedFingerprint ?? "")) {
      if (fingerprint !== link.seenFingerprint) {
        await db.gitSyncLink.update({ where: { id: link.id }, data: { seenFingerprint: fingerprint, seenFingerprintAt: now } });
        continue;
      }
      if (link.seenFingerprintAt && now.getTime() - link.seenFingerprintAt.getTime() >= pushDelayMs()) {
        await requestSync(link.id, "edit");
        started++;
      }
      continue;
    }
    if (!link.lastPolledAt || now.getTime() - link.lastPolledAt.getTime() >= pollIntervalMs()) {
      await db.gitSyncLink.update({ where: { id: link.id }, data: { lastPolledAt: now } });
      await requestSync(link.id, "poll");
      started++;
    }
  }
  return { started };
}

/** Without an Inngest server (whose cron runs the tick every minute), the app looks every few seconds itself. */
export function syncGitLinksPeriodically(): void {
  const tick = () =>
    gitSyncTick().catch((error: unknown) => log.warn("the Git sync check failed", { error: (error as Error).message }));
  setInterval(tick, Math.min(pushDelayMs(), 5_000)).unref();
}
