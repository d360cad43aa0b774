import { z } from "zod";
import { Id, NavIcon, Slug } from "../documentation/schemas";
import { VersionParams } from "../versions/schemas";

export const SectionParams = VersionParams.extend({ section_id: Id });

const Title = z.string().trim().min(1).max(200);
const Description = z.string().trim().max(1000).nullable();
const Icon = NavIcon.nullable();

export const CreateSectionBody = z.strictObject({
  title: Title,
  slug: Slug.optional(),
  description: Description.optional(),
  icon: Icon.optional(),
  /** Nests the section in an existing section of the same version. */
  parent_id: Id.nullable().optional(),
}).meta({ examples: [{ title: "Guides", slug: "guides", description: "Step-by-step instructions", icon: "book-open" }] });

export const UpdateSectionBody = z
  .strictObject({ title: Title, slug: Slug, description: Description, icon: Icon, parent_id: Id.nullable() })
  .partial()
  .refine((value) => Object.keys(value).length > 0, "Send at least one field to change.")
  .meta({ examples: [{ title: "How-to guides", slug: "how-to" }, { icon: "rocket" }] });

/** The complete list of one parent's section ids in display order (bare array or object). */
export const ReorderSectionsBody = z.union([
  z.array(Id).min(1).max(1000),
  z.strictObject({ section_ids: z.array(Id).min(1).max(1000) }),
]).meta({ examples: [{ section_ids: ["d4e5f6a7-b8c9-4d0e-9f1a-2b3c4d5e6f7a", "c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f"] }, ["d4e5f6a7-b8c9-4d0e-9f1a-2b3c4d5e6f7a", "c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f"]] });

export type CreateSectionInput = z.output<typeof CreateSectionBody>;
export type UpdateSectionInput = z.output<typeof UpdateSectionBody>;
