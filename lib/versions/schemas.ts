import { z } from "zod";
import { DocumentationParams, Id, Slug } from "../documentation/schemas";

export const VersionParams = DocumentationParams.extend({ version_id: Id });

const Name = z.string().trim().min(1).max(60);

export const CreateVersionBody = z.strictObject({
  name: Name,
  slug: Slug.optional(),
  is_default: z.boolean().optional(),
  is_latest: z.boolean().optional(),
  is_deprecated: z.boolean().optional(),
}).meta({ examples: [{ name: "v2", slug: "v2", is_latest: true }] });

export const UpdateVersionBody = z
  .strictObject({
    name: Name,
    slug: Slug,
    /** Only `true`: a project always keeps one default, so clear it by making another default. */
    is_default: z.literal(true),
    is_latest: z.boolean(),
    is_deprecated: z.boolean(),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, "Send at least one field to change.")
  .meta({ examples: [{ name: "v1 (legacy)", is_deprecated: true }] });

/** `set-deprecated` deprecates by default; `{ "deprecated": false }` lifts it. */
export const SetDeprecatedBody = z
  .strictObject({ deprecated: z.boolean().default(true) })
  .optional()
  .meta({ examples: [{ deprecated: true }, { deprecated: false }] });

export type CreateVersionInput = z.output<typeof CreateVersionBody>;
export type UpdateVersionInput = z.output<typeof UpdateVersionBody>;

export const VersionContentQuery = z.object({
  /** Each entry's content too, not only its SHA-256. */
  include_content: z.enum(["true", "false"]).default("false").transform((value) => value === "true"),
});
