import { z } from "zod";
import { SectionSource } from "../generated/prisma/enums";
import { Timestamp, type ViewOf } from "../http/answers";

/** A section of a version as the API answers it. */
export const SectionView = z
  .object({
    section_id: z.string(),
    version_id: z.string(),
    parent_id: z.string().nullable(),
    title: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    order: z.number().int(),
    source_kind: z.enum(SectionSource),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: "Section" });
export type SectionView = ViewOf<z.output<typeof SectionView>>;

export const SectionList = z.array(SectionView);
