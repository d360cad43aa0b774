import { z } from "zod";
import { Id, NavIcon, Slug } from "../documentation/schemas";
import { SectionParams } from "../sections/schemas";

export const EntryParams = SectionParams.extend({ entry_id: Id });

const Title = z.string().trim().min(1).max(300);
const Content = z.string().max(1_000_000);
const Order = z.number().int().min(0).max(1_000_000);

export const sourceKinds = ["manual", "repository", "openapi", "website", "files"] as const;

/** Known metadata only: unknown keys are rejected so typos do not pass silently. */
export const EntryMetadata = z.strictObject({
  description: z.string().trim().max(500).optional(),
  icon: NavIcon.optional(),
  hidden: z.boolean().optional(),
  tags: z.array(z.string().trim().min(1).max(50)).max(30).optional(),
  /** Shorter title for the navigation. */
  sidebar_title: z.string().trim().min(1).max(100).optional(),
  /** Where the content came from, when not written by hand. */
  source: z.enum(sourceKinds).optional(),
  /** Path or address inside that source (a file path, an operation id, a URL). */
  source_path: z.string().max(1000).optional(),
});

export const CreateEntryBody = z.strictObject({
  kind: z.enum(["page", "folder"]).default("page"),
  title: Title,
  slug: Slug.optional(),
  content: Content.optional(),
  parent_id: Id.nullable().optional(),
  /** Position among its siblings; later siblings move down. Default: last. */
  order: Order.optional(),
  metadata: EntryMetadata.optional(),
}).meta({
  examples: [
    {
      kind: "page",
      title: "Install",
      slug: "install",
      content: "Run the installer:\n\n```bash\nnpm install --global acme-cli\n```\n",
      parent_id: "f2a3b4c5-d6e7-4f8a-9b0c-1d2e3f4a5b6c",
      metadata: { description: "Install the command line", tags: ["setup"] },
    },
    { kind: "folder", title: "Integrations" },
  ],
});

export const UpdateEntryBody = z
  .strictObject({
    kind: z.enum(["page", "folder"]),
    title: Title,
    slug: Slug,
    content: Content,
    /** Replaces the metadata as a whole. */
    metadata: EntryMetadata,
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, "Send at least one field to change.")
  .meta({ examples: [{ title: "Install the CLI", content: "Run `npm install --global acme-cli`, then `acme login`.\n" }] });

const Ref = z.string().min(1).max(100);

export const BatchEntry = CreateEntryBody.omit({ parent_id: true }).extend({
  /** A client-side name other entries of the batch use as `parent_ref`. */
  ref: Ref.optional(),
  parent_ref: Ref.optional(),
  /** An existing folder of the section. */
  parent_id: Id.optional(),
});

export const BatchCreateBody = z.strictObject({
  entries: z.array(BatchEntry).min(1).max(5000),
}).meta({
  examples: [
    {
      entries: [
        { ref: "guides", kind: "folder", title: "Guides" },
        { ref: "install", parent_ref: "guides", title: "Install", content: "Run the installer.\n" },
        { parent_ref: "guides", title: "Configure", content: "Set the options.\n", metadata: { sidebar_title: "Config" } },
      ],
    },
  ],
});

export const MoveEntryBody = z
  .strictObject({
    /** A folder in the target section, or null for its top level. */
    parent_id: Id.nullable().optional(),
    /** Another section of the same version. Default: the entry's section. */
    section_id: Id.optional(),
    order: Order.optional(),
  })
  .refine((value) => value.parent_id !== undefined || value.section_id !== undefined, "Send parent_id, section_id or both.")
  .meta({ examples: [{ parent_id: null, section_id: "d4e5f6a7-b8c9-4d0e-9f1a-2b3c4d5e6f7a", order: 0 }, { parent_id: "f2a3b4c5-d6e7-4f8a-9b0c-1d2e3f4a5b6c" }] });

/** The complete list of one parent's entry ids in display order (bare array or object). */
export const ReorderEntriesBody = z.union([
  z.array(Id).min(1).max(10_000),
  z.strictObject({ entry_ids: z.array(Id).min(1).max(10_000) }),
]).meta({ examples: [{ entry_ids: ["a3b4c5d6-e7f8-4a9b-8c1d-2e3f4a5b6c7d", "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b", "f2a3b4c5-d6e7-4f8a-9b0c-1d2e3f4a5b6c"] }, ["a3b4c5d6-e7f8-4a9b-8c1d-2e3f4a5b6c7d", "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b", "f2a3b4c5-d6e7-4f8a-9b0c-1d2e3f4a5b6c"]] });

export type EntryMetadataInput = z.output<typeof EntryMetadata>;
export type CreateEntryInput = z.output<typeof CreateEntryBody>;
export type UpdateEntryInput = z.output<typeof UpdateEntryBody>;
export type BatchCreateInput = z.output<typeof BatchCreateBody>;
export type MoveEntryInput = z.output<typeof MoveEntryBody>;
