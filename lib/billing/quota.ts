/**
 * The one place plan limits are enforced from the operations themselves. Operations call
 * `assertQuota` before consuming; subscriptions (lib/billing) decide the limits.
 */
export type QuotaLimit = "projects" | "members" | "ai_credits" | "storage_bytes" | "publishes";

export async function assertQuota(organizationId: string, limit: QuotaLimit, amount = 1): Promise<void> {
  // Plans and their limits arrive with subscriptions; until then every organization is unlimited.
  void organizationId;
  void limit;
  void amount;
}
