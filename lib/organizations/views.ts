import { z } from "zod";
import { OrganizationStatus } from "../generated/prisma/enums";
import { Timestamp, type ViewOf } from "../http/answers";

/** An organization as the API answers it. */
export const OrganizationView = z
  .object({
    organization_id: z.string(),
    name: z.string(),
    slug: z.string(),
    billing_email: z.string(),
    status: z.enum(OrganizationStatus),
    website: z.string().nullable(),
    settings: z.unknown().describe("Free-form settings (a JSON object)"),
    logo_url: z.string().nullable(),
    plan: z.string(),
    subscription_status: z.string(),
    documentation_active: z.boolean(),
    created_at: Timestamp,
    updated_at: Timestamp,
    role: z.string().optional().describe("The caller's role in it (in lists)"),
  })
  .meta({ id: "Organization" });
export type OrganizationView = ViewOf<z.output<typeof OrganizationView>>;

export const OrganizationList = z.array(OrganizationView);
