import { z } from "zod";
import { EntryKind } from "../generated/prisma/enums";
import { Timestamp, type ViewOf } from "../http/answers";

/** A version of a project as the API answers it. */
export const VersionView = z
  .object({
    version_id: z.string(),
    documentation_id: z.string(),
    name: z.string(),
    slug: z.string(),
    is_default: z.boolean(),
    is_latest: z.boolean(),
    is_deprecated: z.boolean(),
    warning: z.string().nullable().describe("What readers are shown on a deprecated version"),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({
    id: "Version",
    examples: [
      {
        version_id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
        documentation_id: "5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b",
        name: "v1",
        slug: "v1",
        is_default: true,
        is_latest: true,
        is_deprecated: false,
        warning: null,
        created_at: "2026-11-02T09:31:00.000Z",
        updated_at: "2026-11-02T09:31:00.000Z",
      },
    ],
  });
export type VersionView = ViewOf<z.output<typeof VersionView>>;

export const VersionList = z.array(VersionView);

/** A version's whole tree: its sections and every entry with a hash of its content. */
export const VersionContent = z
  .object({
    version_id: z.string(),
    sections: z.array(
      z.object({
        section_id: z.string(),
        parent_id: z.string().nullable(),
        title: z.string(),
        slug: z.string(),
        description: z.string().nullable(),
        icon: z.string().nullable(),
        order: z.number().int(),
        entries: z.array(
          z.object({
            entry_id: z.string(),
            parent_id: z.string().nullable(),
            kind: z.enum(EntryKind),
            title: z.string(),
            slug: z.string(),
            order: z.number().int(),
            revision: z.number().int(),
            metadata: z.unknown(),
            content_sha256: z.string().describe("Hex SHA-256 of the content"),
            content: z.string().optional().describe("With `include_content=true`"),
          }),
        ),
      }),
    ),
  })
  .meta({ id: "VersionContent" });
export type VersionContent = z.output<typeof VersionContent>;

/** A tag the version's pages carry, and on how many pages. */
export const VersionTag = z
  .object({
    tag: z.string().describe("Its most frequent spelling; spellings differing only in case are one tag"),
    pages: z.number().int().describe("Pages of the version carrying it"),
  })
  .meta({ id: "VersionTag", examples: [{ tag: "setup", pages: 4 }] });
export type VersionTag = z.output<typeof VersionTag>;

export const VersionTagList = z.array(VersionTag).meta({ id: "VersionTagList" });
