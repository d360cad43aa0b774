import { z } from "zod";
import { limitNames, type LimitName } from "../billing/plans";
import { OrganizationStatus } from "../generated/prisma/enums";
import { Timestamp, type ViewOf } from "../http/answers";

/** A customer (an organization) as support staff see it in lists. */
export const CustomerView = z
  .object({
    organization_id: z.string(),
    name: z.string(),
    slug: z.string(),
    status: z.enum(OrganizationStatus),
    plan: z.string(),
    subscription_status: z.string(),
    documentation_active: z.boolean().describe("Whether its published documentation is served"),
    created_at: Timestamp,
  })
  .meta({ id: "Customer" });
export type CustomerView = ViewOf<z.output<typeof CustomerView>>;

export const CustomerList = z.array(CustomerView);

const PlanLimit = z.number().int().nullable();
const PlanLimits = z.object(Object.fromEntries(limitNames.map((name) => [name, PlanLimit])) as Record<LimitName, typeof PlanLimit>);

/** One customer's seats, content, storage, this billing cycle's consumption and last activity, beside its plan's limits. */
export const CustomerOverview = CustomerView.extend({
  billing_email: z.string(),
  metrics: z.object({
    members: z.number().int().describe("Active members"),
    pending_invitations: z.number().int(),
    projects: z.number().int(),
    pages: z.number().int(),
    storage_bytes: z.number().int(),
    publishes_this_cycle: z.number().int(),
    ai_credits_this_cycle: z.number().int(),
    last_activity_at: Timestamp.describe("The latest of its own change, an event, an edited entry or a new member"),
  }),
  limits: PlanLimits.describe("The plan's limits; null where unlimited"),
}).meta({ id: "CustomerOverview" });
export type CustomerOverview = ViewOf<z.output<typeof CustomerOverview>>;
