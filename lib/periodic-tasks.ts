import { rollUpAnalyticsPeriodically } from "./analytics/retention";
import { sweepAuditLogPeriodically } from "./audit/retention";
import { sweepExpiredUploads } from "./assets/service";
import { sweepExpiredCustomerSessions } from "./feedback/customer-session";
import { resyncApiReferencesPeriodically } from "./initializers/openapi/schedule";
import { syncGitLinksPeriodically } from "./git-sync/schedule";
import { jobRunner } from "./jobs/mode";
import { log } from "./log";
import { runPeriodically } from "./timers";
import { sweepDueDeliveriesPeriodically } from "./webhooks/queue";

/**
 * Work the server does on timers (lib/startup.ts starts it): sweeps, and, without an Inngest
 * server whose crons would run them, the scheduled jobs.
 */
export function startPeriodicTasks(): void {
  sweepPeriodically();
  if (jobRunner() === "in-process") {
    rollUpAnalyticsPeriodically();
    sweepAuditLogPeriodically();
    resyncApiReferencesPeriodically();
    sweepDueDeliveriesPeriodically();
    syncGitLinksPeriodically();
  }
}

const sweepIntervalMs = 60 * 60 * 1000;
/** Kept this long past expiry: a request that checked one just before it expired can finish. */
const sweepGraceMs = 60 * 60 * 1000;

/**
 * Deletes what expired and can no longer be used: roadmap customers' sessions, and signed
 * uploads with the bytes of those never finalized. Hourly, from every app instance (the
 * deletes are idempotent), the first a minute after start.
 */
function sweepPeriodically(): void {
  const sweep = async () => {
    const before = new Date(Date.now() - sweepGraceMs);
    try {
      const customerSessions = await sweepExpiredCustomerSessions(before);
      const uploads = await sweepExpiredUploads(before);
      if (customerSessions + uploads > 0) log.info("expired sessions swept", { customer_sessions: customerSessions, uploads });
    } catch (error) {
      log.warn("sweeping expired sessions failed", { error: (error as Error).message });
    }
  };
  runPeriodically(sweep, { firstAfterMs: 60_000, everyMs: sweepIntervalMs });
}
