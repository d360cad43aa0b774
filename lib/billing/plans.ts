/**
 * Plans and what they include. Limits apply per billing cycle (a UTC calendar month) for
 * metered consumption (ai_credits, publishes) and at any moment for held resources
 * (projects, members, storage_bytes). `null` means unlimited.
 */
export const planNames = ["free", "pro", "business"] as const;
export type PlanName = (typeof planNames)[number];

/** A subscription's states as billing providers name them (Stripe's). */
export const subscriptionStatuses = ["active", "trialing", "past_due", "unpaid", "paused", "canceled"] as const;

export const limitNames = ["projects", "members", "ai_credits", "storage_bytes", "publishes"] as const;
export type LimitName = (typeof limitNames)[number];

/** Limits counted per billing cycle; the others count what the organization holds now. */
export const meteredLimits = new Set<LimitName>(["ai_credits", "publishes"]);

export const featureNames = [
  "custom_domain",
  "remove_branding",
  "analytics",
  "ai_assistant",
  "git_sync",
  "password_protection",
  "sso",
  "feedback_portal",
  "support_level",
] as const;
export type FeatureName = (typeof featureNames)[number];
export type FeatureValue = boolean | string | number;

/** A feature is enabled when its value is true, a positive number or a non-empty string. */
export function isFeatureEnabled(value: FeatureValue): boolean {
  return typeof value === "boolean" ? value : typeof value === "number" ? value > 0 : value !== "";
}

interface Plan {
  features: Record<FeatureName, FeatureValue>;
  limits: Record<LimitName, number | null>;
  /** Days audit log entries are kept (lib/audit/retention.ts). */
  auditLogRetentionDays: number;
}

const GiB = 1024 ** 3;

export const plans: Record<PlanName, Plan> = {
  free: {
    features: {
      custom_domain: false,
      remove_branding: false,
      analytics: false,
      ai_assistant: true,
      git_sync: false,
      password_protection: false,
      sso: false,
      feedback_portal: true,
      support_level: "community",
    },
    limits: { projects: 25, members: 50, ai_credits: 500, storage_bytes: 1 * GiB, publishes: 200 },
    auditLogRetentionDays: 30,
  },
  pro: {
    features: {
      custom_domain: true,
      remove_branding: true,
      analytics: true,
      ai_assistant: true,
      git_sync: true,
      password_protection: true,
      sso: false,
      feedback_portal: true,
      support_level: "standard",
    },
    limits: { projects: 100, members: 200, ai_credits: 5_000, storage_bytes: 20 * GiB, publishes: 2_000 },
    auditLogRetentionDays: 90,
  },
  business: {
    features: {
      custom_domain: true,
      remove_branding: true,
      analytics: true,
      ai_assistant: true,
      git_sync: true,
      password_protection: true,
      sso: true,
      feedback_portal: true,
      support_level: "priority",
    },
    limits: { projects: null, members: null, ai_credits: 50_000, storage_bytes: 200 * GiB, publishes: null },
    auditLogRetentionDays: 365,
  },
};

/** An unknown plan name (e.g. a retired plan) falls back to the free plan. */
export function planOf(name: string): Plan {
  return (planNames as readonly string[]).includes(name) ? plans[name as PlanName] : plans.free;
}

/** Start of the billing cycle containing `at` (UTC calendar month). */
export function cycleStart(at = new Date()): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

export function cycleEnd(at = new Date()): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}
