import { z } from "zod";
import { Id, Slug } from "../documentation/schemas";
import { VersionParams } from "../versions/schemas";

export const SectionParams = VersionParams.extend({ section_id: Id });

const Title = z.string().trim().min(1).max(200);
const Description = z.string().trim().max(1000).nullable();

export const CreateSectionBody = z.strictObject({
  title: Title,
  slug: Slug.optional(),
  description: Description.optional(),
  /** Nests the section in an existing section of the same version. */
  parent_id: Id.nullable().optional(),
});

export const UpdateSectionBody = z
  .strictObject({ title: Title, slug: Slug, description: Description, parent_id: Id.nullable() })
  .partial()
  .refine((value) => Object.keys(value).length > 0, "Send at least one field to change.");

/** The complete list of one parent's section ids in display order (bare array or object). */
export const ReorderSectionsBody = z.union([
  z.array(Id).min(1).max(1000),
  z.strictObject({ section_ids: z.array(Id).min(1).max(1000) }),
]);

export type CreateSectionInput = z.output<typeof CreateSectionBody>;
export type UpdateSectionInput = z.output<typeof UpdateSectionBody>;
