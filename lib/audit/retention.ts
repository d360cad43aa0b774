import { Prisma } from "../generated/prisma/client";
import { queryRows } from "../db";
import { planNames, plans } from "../billing/plans";
import { log } from "../log";
import { runPeriodically } from "../timers";

const dayMs = 86_400_000;

/**
 * Deletes audit entries older than their organization's plan keeps them (30, 90 or 365 days).
 * Entries of an unknown plan, of no organization or of one deleted since are kept as long
 * as the free plan keeps them. Each statement deletes what is due, so running it twice or on
 * two instances at once is harmless.
 */
export async function sweepAuditLog(now = new Date()): Promise<number> {
  const cutoff = (days: number) => new Date(now.getTime() - days * dayMs).toISOString();
  let deleted = 0;
  for (const plan of planNames) {
    const rows = await queryRows<{ id: string }>(Prisma.sql`
      DELETE FROM "AuditEntry" a USING "Organization" o
      WHERE a."organizationId" = o."id" AND o."plan" = ${plan} AND a."createdAt" < ${cutoff(plans[plan].auditLogRetentionDays)}::timestamp
      RETURNING a."id"`);
    deleted += rows.length;
  }
  const rest = await queryRows<{ id: string }>(Prisma.sql`
    DELETE FROM "AuditEntry" a
    WHERE a."createdAt" < ${cutoff(plans.free.auditLogRetentionDays)}::timestamp
      AND NOT EXISTS (SELECT 1 FROM "Organization" o WHERE o."id" = a."organizationId" AND o."plan" = ANY(${[...planNames]}::text[]))
    RETURNING a."id"`);
  return deleted + rest.length;
}

const sweepIntervalMs = 60 * 60 * 1000;

/** Without an Inngest server (whose cron runs the sweep), the app sweeps hourly itself. */
export function sweepAuditLogPeriodically(): void {
  const sweep = async () => {
    try {
      const deleted = await sweepAuditLog();
      if (deleted > 0) log.info("audit log entries past retention deleted", { deleted });
    } catch (error) {
      log.warn("sweeping the audit log failed", { error: (error as Error).message });
    }
  };
  runPeriodically(sweep, { firstAfterMs: 120_000, everyMs: sweepIntervalMs });
}
