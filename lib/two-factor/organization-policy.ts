import { z } from "zod";
import type { OrganizationAccess } from "../auth/access";
import { db } from "../db";

export const SecurityPolicyBody = z.strictObject({ require_two_factor: z.boolean() });

export const SecurityPolicyView = z
  .object({ require_two_factor: z.boolean().describe("Whether members need two-factor authentication to use the dashboard; API tokens are unaffected") })
  .meta({ id: "SecurityPolicy" });
type SecurityPolicyView = z.output<typeof SecurityPolicyView>;

export async function getSecurityPolicy(access: OrganizationAccess): Promise<SecurityPolicyView> {
  const policy = await db.organizationSecurity.findUnique({ where: { organizationId: access.organizationId } });
  return { require_two_factor: policy?.requireTwoFactor ?? false };
}

/** Requiring two-factor authentication applies to dashboard sessions; API tokens are unaffected. */
export async function updateSecurityPolicy(access: OrganizationAccess, body: z.output<typeof SecurityPolicyBody>): Promise<SecurityPolicyView> {
  const policy = await db.organizationSecurity.upsert({
    where: { organizationId: access.organizationId },
    create: { organizationId: access.organizationId, requireTwoFactor: body.require_two_factor },
    update: { requireTwoFactor: body.require_two_factor },
  });
  return { require_two_factor: policy.requireTwoFactor };
}
