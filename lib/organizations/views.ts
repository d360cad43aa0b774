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
    settings: z.record(z.string(), z.unknown()).describe("Free-form settings"),
    logo_url: z.string().nullable(),
    plan: z.string(),
    subscription_status: z.string(),
    documentation_active: z.boolean(),
    created_at: Timestamp,
    updated_at: Timestamp,
    role: z.string().optional().describe("The caller's role in it (in lists)"),
  })
  .meta({
    id: "Organization",
    examples: [
      {
        organization_id: "0b7c4f8e-2d1a-4c3b-9e5f-6a7d8c9b0e1f",
        name: "Acme",
        slug: "acme",
        billing_email: "billing@acme.example",
        status: "active",
        website: "https://acme.example",
        settings: { locale: "en" },
        logo_url: "/api/v1/organization/0b7c4f8e-2d1a-4c3b-9e5f-6a7d8c9b0e1f/logo",
        plan: "pro",
        subscription_status: "active",
        documentation_active: true,
        created_at: "2026-11-02T09:30:00.000Z",
        updated_at: "2026-11-20T16:05:12.000Z",
        role: "owner",
      },
    ],
  });
export type OrganizationView = ViewOf<z.output<typeof OrganizationView>>;

export const OrganizationList = z.array(OrganizationView);
