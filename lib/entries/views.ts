import { z } from "zod";
import { EntryKind } from "../generated/prisma/enums";
import { Timestamp, type ViewOf } from "../http/answers";

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
    metadata: z.unknown().describe("Known metadata: description, icon, hidden, tags, sidebar_title, source, source_path"),
    revision: z.number().int().describe("Increases with every change; the ETag names it"),
    updated_by: z.string().nullable(),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: "EntrySummary" });
export type EntrySummaryView = ViewOf<z.output<typeof EntrySummaryView>>;

/** An entry with its markdown content. */
export const EntryView = EntrySummaryView.extend({ content: z.string() }).meta({ id: "Entry" });
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
