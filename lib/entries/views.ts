import { z } from "zod";
import { EntryKind } from "../generated/prisma/enums";
import { Timestamp, type ViewOf } from "../http/answers";

/** The page the API document's examples show. */
const installPage = {
  entry_id: "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b",
  section_id: "c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f",
  parent_id: "f2a3b4c5-d6e7-4f8a-9b0c-1d2e3f4a5b6c",
  kind: "page",
  title: "Install",
  slug: "install",
  order: 0,
  metadata: { description: "Install the command line", tags: ["setup"] },
  revision: 3,
  updated_by: "7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a",
  created_at: "2026-11-03T10:00:00.000Z",
  updated_at: "2026-11-21T15:47:09.000Z",
};

/** An entry (page or folder) without its content, as lists answer it. */
export const EntrySummaryView = z
  .object({
    entry_id: z.string(),
    section_id: z.string(),
    parent_id: z.string().nullable(),
    kind: z.enum(EntryKind),
    title: z.string(),
    slug: z.string(),
    order: z.number().int(),
    metadata: z.record(z.string(), z.unknown()).describe("Known metadata: description, icon, hidden, tags, sidebar_title, source, source_path"),
    revision: z.number().int().describe("Increases with every change; the ETag names it"),
    updated_by: z.string().nullable(),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: "EntrySummary", examples: [installPage] });
export type EntrySummaryView = ViewOf<z.output<typeof EntrySummaryView>>;

/** An entry with its markdown content. */
export const EntryView = EntrySummaryView.extend({ content: z.string() }).meta({
  id: "Entry",
  examples: [{ ...installPage, content: "Run the installer:\n\n```bash\nnpm install --global acme-cli\n```\n" }],
});
export type EntryView = ViewOf<z.output<typeof EntryView>>;

export const EntrySummaryList = z.array(EntrySummaryView);

/** A node of a section's navigation: an entry without content, and its children in order. */
export const EntryTreeNode = z
  .object({
    entry_id: z.string(),
    kind: z.enum(EntryKind),
    title: z.string(),
    slug: z.string(),
    order: z.number().int(),
    icon: z.string().optional().describe("The metadata's icon, when set"),
    hidden: z.literal(true).optional().describe("Present when the entry is hidden from the navigation"),
    get children(): z.ZodArray<typeof EntryTreeNode> {
      return z.array(EntryTreeNode);
    },
  })
  .meta({ id: "EntryTreeNode" });
export type EntryTreeNode = z.output<typeof EntryTreeNode>;

export const EntryTree = z
  .object({
    section_id: z.string(),
    revision: z.number().int().describe("Increases with every change of the section's entries; the ETag names it"),
    children: z.array(EntryTreeNode),
  })
  .meta({ id: "EntryTree" });

/** The entries a batch created, in request order. */
export const CreatedEntries = z
  .object({
    section_id: z.string(),
    entries: z.array(
      z.object({
        ref: z.string().nullable().describe("The `ref` the request gave the entry"),
        entry_id: z.string(),
        parent_id: z.string().nullable(),
        slug: z.string(),
        order: z.number().int(),
      }),
    ),
  })
  .meta({ id: "CreatedEntries" });
export type CreatedEntries = z.output<typeof CreatedEntries>;

/** The new order of one parent's children. */
export const ReorderedEntries = z
  .object({
    parent_id: z.string().nullable(),
    entries: z.array(z.object({ entry_id: z.string(), order: z.number().int() })),
  })
  .meta({ id: "ReorderedEntries" });
export type ReorderedEntries = z.output<typeof ReorderedEntries>;
