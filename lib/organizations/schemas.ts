import { z } from "zod";
import { SLUG_PATTERN } from "../slug";

export const OrganizationParams = z.object({ organization_id: z.string().min(1) });

export const CreateOrganizationBody = z.strictObject({
  name: z.string().trim().min(1).max(100),
  billing_email: z.email().max(254),
  slug: z.string().regex(SLUG_PATTERN, "Use lower-case letters, digits and single dashes.").max(60).optional(),
}).meta({ examples: [{ name: "Acme", billing_email: "billing@acme.example", slug: "acme" }] });

export const UpdateOrganizationBody = z
  .strictObject({
    name: z.string().trim().min(1).max(100),
    billing_email: z.email().max(254),
    slug: z.string().regex(SLUG_PATTERN, "Use lower-case letters, digits and single dashes.").max(60),
    website: z.url().max(500).nullable(),
    /** Free-form organization settings (e.g. default locale, support address). */
    settings: z.record(z.string(), z.unknown()),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, "Send at least one field to change.")
  .meta({ examples: [{ website: "https://acme.example", settings: { locale: "en", support_email: "help@acme.example" } }] });

/** The multipart form of a logo upload. */
export const LogoUploadForm = z.object({ file: z.file() });

export type CreateOrganizationInput = z.output<typeof CreateOrganizationBody>;
export type UpdateOrganizationInput = z.output<typeof UpdateOrganizationBody>;
