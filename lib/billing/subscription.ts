import { z } from "zod";
import { organizationSitesChanged } from "../site/changes";
import type { OrganizationAccess } from "../auth/access";
import { db } from "../db";
import { notFound } from "../errors";
import { cycleEnd, cycleStart, featureNames, isFeatureEnabled, limitNames, meteredLimits, planOf } from "./plans";
import { usageOf } from "./usage";
import type { FeatureCheckView, FeatureValueView, LimitCheckView } from "./views";

const unknownName = (kind: string, names: readonly string[]) => ({
  error: `unknown ${kind}; one of: ${names.join(", ")}`,
});

export const FeatureQuery = z.strictObject({ feature: z.enum(featureNames, unknownName("feature", featureNames)) });
export const LimitQuery = z.strictObject({
  limit: z.enum(limitNames, unknownName("limit", limitNames)),
  amount: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).default(1),
});

async function planFor(organizationId: string) {
  const organization = await db.organization.findUnique({
    where: { id: organizationId },
    select: { plan: true, subscriptionStatus: true },
  });
  if (!organization) throw notFound("Organization");
  return { ...organization, definition: planOf(organization.plan) };
}

export async function featureValue(access: OrganizationAccess, { feature }: z.output<typeof FeatureQuery>): Promise<FeatureValueView> {
  const { plan, definition } = await planFor(access.organizationId);
  return { feature, value: definition.features[feature], plan };
}

export async function validateFeature(access: OrganizationAccess, { feature }: z.output<typeof FeatureQuery>): Promise<FeatureCheckView> {
  const { plan, definition } = await planFor(access.organizationId);
  return { feature, enabled: isFeatureEnabled(definition.features[feature]), plan };
}

export async function validateLimit(access: OrganizationAccess, { limit, amount }: z.output<typeof LimitQuery>): Promise<LimitCheckView> {
  const { plan, definition } = await planFor(access.organizationId);
  const allowedTotal = definition.limits[limit];
  const used = await usageOf(access.organizationId, limit);
  const metered = meteredLimits.has(limit);
  return {
    limit_name: limit,
    allowed: allowedTotal === null || used + amount <= allowedTotal,
    used,
    limit: allowedTotal,
    amount,
    plan,
    ...(metered ? { cycle_start: cycleStart(), cycle_end: cycleEnd() } : {}),
  };
}

export const ToggleActiveBody = z.strictObject({ active: z.boolean().optional() }).optional();
export const DocumentationActiveView = z
  .object({ organization_id: z.string(), documentation_active: z.boolean().describe("Whether its published documentation is served now") })
  .meta({ id: "DocumentationActive" });

/** Flips whether the organization's published documentation is served, or sets it when `active` is given. */
export async function toggleDocumentationActive(organizationId: string, active?: boolean): Promise<z.output<typeof DocumentationActiveView>> {
  const rows = await db.$queryRaw<{ documentationActive: boolean }[]>`
    UPDATE "Organization"
    SET "documentationActive" = COALESCE(${active ?? null}::boolean, NOT "documentationActive"), "updatedAt" = (now() AT TIME ZONE 'UTC')
    WHERE "id" = ${organizationId}
    RETURNING "documentationActive"`;
  if (!rows[0]) throw notFound("Organization");
  await organizationSitesChanged(organizationId);
  return { organization_id: organizationId, documentation_active: rows[0].documentationActive };
}
