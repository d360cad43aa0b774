import { log } from "../../log";
import { runPeriodically } from "../../timers";
import { dueApiDescriptions, syncApiReference } from "./resync";

export interface ScheduledSyncReport {
  synced: number;
  failed: number;
}

/**
 * Re-syncs every version whose API description came from an address, in projects with
 * `openapi_sync` enabled, once its interval has passed, written as the user who last synced
 * it. A failure (the address down, the document now invalid) is logged; the next run retries.
 */
export async function resyncDueApiReferences(now = new Date()): Promise<ScheduledSyncReport> {
  const report: ScheduledSyncReport = { synced: 0, failed: 0 };
  for (const due of await dueApiDescriptions(now)) {
    try {
      const result = await syncApiReference({ documentationId: due.version.documentationId }, { user: { id: due.syncedById! } }, due.versionId, undefined);
      report.synced += 1;
      log.info("API reference re-synced", { version_id: due.versionId, added: result.added.length, updated: result.updated.length, removed: result.removed.length });
    } catch (error) {
      report.failed += 1;
      log.warn("re-syncing an API reference failed", { version_id: due.versionId, error: (error as Error).message });
    }
  }
  return report;
}

const scheduleIntervalMs = 60 * 60 * 1000;

/** Without an Inngest server (whose cron runs the re-sync), the app checks hourly itself. */
export function resyncApiReferencesPeriodically(): void {
  runPeriodically(() => resyncDueApiReferences(), { firstAfterMs: 120_000, everyMs: scheduleIntervalMs });
}
