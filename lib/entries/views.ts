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
