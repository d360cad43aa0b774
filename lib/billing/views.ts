import { z } from "zod";
import { Timestamp, type ViewOf } from "../http/answers";
import { featureNames, limitNames } from "./plans";

const Feature = z.enum(featureNames);
const Plan = z.string().describe("The organization's plan (`free`, `pro`, `business`)");

export const FeatureValueView = z
  .object({
    feature: Feature,
    value: z.union([z.boolean(), z.string(), z.number()]).describe("What the plan includes: a switch, a level (`support_level`) or an amount"),
    plan: Plan,
  })
  .meta({ id: "FeatureValue", examples: [{ feature: "support_level", value: "standard", plan: "pro" }] });
export type FeatureValueView = z.output<typeof FeatureValueView>;

export const FeatureCheckView = z
  .object({
    feature: Feature,
    enabled: z.boolean().describe("True when the value is true, a positive number or a non-empty text"),
    plan: Plan,
  })
  .meta({ id: "FeatureCheck", examples: [{ feature: "custom_domain", enabled: true, plan: "pro" }] });
export type FeatureCheckView = z.output<typeof FeatureCheckView>;

export const LimitCheckView = z
  .object({
    limit_name: z.enum(limitNames),
    allowed: z.boolean().describe("Whether `amount` more fits within the limit"),
    used: z.number().describe("Used now (held resources) or in the current billing cycle (ai_credits, publishes)"),
    limit: z.number().nullable().describe("The plan's limit; null for unlimited"),
    amount: z.number().int(),
    plan: Plan,
    cycle_start: Timestamp.optional().describe("For limits per billing cycle: when the cycle (a UTC calendar month) began"),
    cycle_end: Timestamp.optional(),
  })
  .meta({
    id: "LimitCheck",
    examples: [
      { limit_name: "projects", allowed: true, used: 7, limit: 100, amount: 1, plan: "pro" },
      { limit_name: "publishes", allowed: true, used: 312, limit: 2000, amount: 1, plan: "pro", cycle_start: "2026-11-01T00:00:00.000Z", cycle_end: "2026-12-01T00:00:00.000Z" },
    ],
  });
export type LimitCheckView = ViewOf<z.output<typeof LimitCheckView>>;
