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
    icon: z.string().nullable().describe("Shown before the title in the site's navigation: an emoji or a Lucide icon's name"),
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
        icon: "book-open",
        order: 1,
        source_kind: "manual",
        created_at: "2026-11-02T09:40:00.000Z",
        updated_at: "2026-11-12T11:02:00.000Z",
      },
    ],
  });
export type SectionView = ViewOf<z.output<typeof SectionView>>;

export const SectionList = z.array(SectionView);

const SourceKind = z.enum(SectionSource);

/** Where a section's content comes from, with counts. */
export const SectionSourceSummary = z
  .object({
    section_id: z.string(),
    title: z.string(),
    source: z.object({ kind: SourceKind, details: z.record(z.string(), z.unknown()).describe("What the source recorded: its address, file names, when it was imported") }),
    data_sources: z
      .array(z.object({ kind: SourceKind, pages: z.number().int(), folders: z.number().int(), last_updated_at: Timestamp.nullable() }))
      .describe("Entries by their `metadata.source` (the section's by default)"),
    entries: z.object({ pages: z.number().int(), folders: z.number().int() }),
    child_sections: z.number().int(),
  })
  .meta({ id: "SectionSource" });
export type SectionSourceSummary = ViewOf<z.output<typeof SectionSourceSummary>>;

/** `GET …/source`: the summary, or with `Accept: text/markdown` the entries' markdown in tree order. */
export const sectionSourceAnswers = {
  200: [SectionSourceSummary, { mediaType: "text/markdown", description: "With `Accept: text/markdown`: each entry's markdown after a comment naming its path" }],
} as const;
