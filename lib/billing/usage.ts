import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { cycleStart, meteredLimits, type LimitName } from "./plans";

/**
 * What an organization uses of a limit now (held resources) or in this cycle (metered);
 * held resources counted through `client` (a transaction's, to see its own writes).
 */
export async function usageOf(organizationId: string, limit: LimitName, client: Prisma.TransactionClient = db): Promise<number> {
  switch (limit) {
    case "projects":
      return client.documentation.count({ where: { organizationId } });
    case "members": {
      // Seats: members who are not deactivated, plus invitations still open.
      const members = await client.membership.count({ where: { organizationId, status: { not: "deactivated" } } });
      const invitations = await client.invitation.count({ where: { organizationId, acceptedAt: null, expiresAt: { gt: new Date() } } });
      return members + invitations;
    }
    case "storage_bytes": {
      const sum = await client.asset.aggregate({ where: { documentation: { organizationId } }, _sum: { size: true } });
      return sum._sum.size ?? 0;
    }
    case "ai_credits":
    case "publishes":
      return meteredUsage(organizationId, limit);
  }
}

export async function meteredUsage(organizationId: string, metric: LimitName): Promise<number> {
  if (!meteredLimits.has(metric)) throw new Error(`${metric} is not metered per cycle`);
  const counter = await db.usageCounter.findUnique({
    where: { organizationId_metric_cycleStart: { organizationId, metric, cycleStart: cycleStart() } },
    select: { used: true },
  });
  return Number(counter?.used ?? 0);
}

/**
 * Adds `amount` to this cycle's counter only if the total stays within `limit` (null: no
 * limit), in one statement, so concurrent consumers cannot overshoot. Returns the new total,
 * or null when the amount does not fit.
 */
export async function consumeMetered(organizationId: string, metric: LimitName, amount: number, limit: number | null) {
  const ceiling = limit ?? Number.MAX_SAFE_INTEGER;
  const rows = await db.$queryRaw<{ used: bigint }[]>`
    INSERT INTO "UsageCounter" ("organizationId", "metric", "cycleStart", "used", "updatedAt")
    SELECT ${organizationId}, ${metric}, (${cycleStart().toISOString()}::timestamptz AT TIME ZONE 'UTC'), ${amount}, (now() AT TIME ZONE 'UTC')
    WHERE ${amount}::bigint <= ${ceiling}::bigint
    ON CONFLICT ("organizationId", "metric", "cycleStart")
    DO UPDATE SET "used" = "UsageCounter"."used" + EXCLUDED."used", "updatedAt" = (now() AT TIME ZONE 'UTC')
    WHERE "UsageCounter"."used" + EXCLUDED."used" <= ${ceiling}::bigint
    RETURNING "used"`;
  return rows[0] ? Number(rows[0].used) : null;
}

/** Gives back consumption that did not happen after all (e.g. a failed AI call). */
export async function releaseMetered(organizationId: string, metric: LimitName, amount: number) {
  await db.$executeRaw`
    UPDATE "UsageCounter" SET "used" = GREATEST("used" - ${amount}::bigint, 0), "updatedAt" = (now() AT TIME ZONE 'UTC')
    WHERE "organizationId" = ${organizationId} AND "metric" = ${metric} AND "cycleStart" = (${cycleStart().toISOString()}::timestamptz AT TIME ZONE 'UTC')`;
}
