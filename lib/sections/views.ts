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
  .meta({
    id: "Section",
    examples: [
      {
        section_id: "c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f",
        version_id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
        parent_id: null,
        title: "Guides",
        slug: "guides",
        description: "Step-by-step instructions",
        order: 1,
        source_kind: "manual",
        created_at: "2026-11-02T09:40:00.000Z",
        updated_at: "2026-11-12T11:02:00.000Z",
      },
    ],
  });
export type SectionView = ViewOf<z.output<typeof SectionView>>;

export const SectionList = z.array(SectionView);
