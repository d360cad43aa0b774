import { db } from "../db";
import { DomainError, notFound } from "../errors";
import type { Prisma } from "../generated/prisma/client";
import { isFeatureEnabled, meteredLimits, planOf, type FeatureName, type LimitName } from "./plans";
import { consumeMetered, releaseMetered, usageOf } from "./usage";

/**
 * The one place plan limits are enforced from the operations themselves. Operations call
 * `assertQuota` before consuming:
 * - held resources (projects, members, storage_bytes): checks that `amount` more fits, to
 *   refuse early (before an upload, say); the transaction that creates the resource then
 *   calls `assertHeldQuota`, the check that holds under concurrency;
 * - metered limits (ai_credits, publishes): records the consumption for this billing cycle
 *   atomically with the check; call `refundQuota` if the operation then fails.
 * Throws DomainError("quota_exceeded") (HTTP 402). `BILLING_ENFORCEMENT=off` (self-hosted
 * installs without plans) turns checks off; metered use is still recorded.
 */
export type QuotaLimit = LimitName;

export async function assertQuota(organizationId: string, limit: QuotaLimit, amount = 1): Promise<void> {
  if (amount <= 0) return;
  if (!meteredLimits.has(limit)) return assertFits(db, organizationId, limit as HeldLimit, amount);
  const plan = await planName(db, organizationId);
  const allowed = enforcementEnabled() ? planOf(plan).limits[limit] : null;
  if ((await consumeMetered(organizationId, limit, amount, allowed)) === null) {
    throw quotaExceeded(plan, limit, allowed!, await usageOf(organizationId, limit), amount);
  }
}

export type HeldLimit = Exclude<LimitName, "ai_credits" | "publishes">;

/**
 * Checks, inside the transaction that creates a held resource, that `amount` more fits. The
 * transaction holds a lock on the organization's limit until it ends, so concurrent creations
 * count one after the other and cannot both take the last unit.
 */
export async function assertHeldQuota(tx: Prisma.TransactionClient, organizationId: string, limit: HeldLimit, amount = 1): Promise<void> {
  if (amount <= 0 || !enforcementEnabled()) return;
  // Cast: Prisma reads no `void` column.
  await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`quota:${organizationId}:${limit}`}))::text`;
  await assertFits(tx, organizationId, limit, amount);
}

async function assertFits(client: Prisma.TransactionClient, organizationId: string, limit: HeldLimit, amount: number) {
  const plan = await planName(client, organizationId);
  const allowed = enforcementEnabled() ? planOf(plan).limits[limit] : null;
  if (allowed === null) return;
  const used = await usageOf(organizationId, limit, client);
  if (used + amount > allowed) throw quotaExceeded(plan, limit, allowed, used, amount);
}

async function planName(client: Prisma.TransactionClient, organizationId: string): Promise<string> {
  const organization = await client.organization.findUnique({ where: { id: organizationId }, select: { plan: true } });
  if (!organization) throw notFound("Organization");
  return organization.plan;
}

/** Whether a plan includes a feature as it is enforced: every feature does with enforcement off. */
export function planIncludes(plan: string, feature: FeatureName): boolean {
  return !enforcementEnabled() || isFeatureEnabled(planOf(plan).features[feature]);
}

/** The 402 for a feature the plan does not include. */
export function featureNotIncluded(plan: string, feature: FeatureName): DomainError {
  return new DomainError("quota_exceeded", `The ${plan} plan does not include ${feature.replace(/_/g, " ")}; upgrade the plan to use it.`, {
    extensions: { feature, plan },
  });
}

/** Refuses with 402 an operation whose feature the organization's plan does not include. */
export async function assertFeature(organizationId: string, feature: FeatureName): Promise<void> {
  if (!enforcementEnabled()) return;
  const plan = await planName(db, organizationId);
  if (!planIncludes(plan, feature)) throw featureNotIncluded(plan, feature);
}

/** Returns metered consumption recorded by `assertQuota` for an operation that failed. */
export async function refundQuota(organizationId: string, limit: QuotaLimit, amount = 1): Promise<void> {
  if (amount > 0 && meteredLimits.has(limit)) await releaseMetered(organizationId, limit, amount);
}

export const enforcementEnabled = () => process.env.BILLING_ENFORCEMENT !== "off";

function quotaExceeded(plan: string, limit: LimitName, allowed: number, used: number, requested: number) {
  return new DomainError(
    "quota_exceeded",
    `The ${plan} plan allows ${allowed} ${limit.replace(/_/g, " ")}${meteredLimits.has(limit) ? " per billing cycle" : ""}; ${used} used, ${requested} more requested. Upgrade the plan or free some up.`,
    { extensions: { limit, plan, allowed, used, requested } },
  );
}
