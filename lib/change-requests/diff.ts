import { diffLines } from "diff";
import type { DocumentationAccess } from "../auth/access";
import { db } from "../db";
import type { ChangeRequestEntry, ChangeRequestSection } from "../generated/prisma/client";
import { recordedSectionBase, type EntryBase, type SectionBase } from "./overlay";
import { findChangeRequest, type ChangeRequestRef } from "./service";
import type { ChangeRequestDiff, EntryDiff } from "./views";

type DiffLine = EntryDiff["lines"][number];

const textLines = (text: string) => {
  const lines = text.split("\n");
  if (lines.at(-1) === "") lines.pop();
  return lines;
};

/** Every line of the page before and after, numbered on each side, for side-by-side and inline views. */
export function lineDiff(before: string, after: string): { lines: DiffLine[]; additions: number; deletions: number } {
  const lines: DiffLine[] = [];
  let oldLine = 1;
  let newLine = 1;
  let additions = 0;
  let deletions = 0;
  for (const change of diffLines(before, after)) {
    for (const text of textLines(change.value)) {
      if (change.added) {
        lines.push({ type: "added", old_line: null, new_line: newLine++, text });
        additions++;
      } else if (change.removed) {
        lines.push({ type: "removed", old_line: oldLine++, new_line: null, text });
        deletions++;
      } else {
        lines.push({ type: "context", old_line: oldLine++, new_line: newLine++, text });
      }
    }
  }
  return { lines, additions, deletions };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const entryFields = ["kind", "title", "slug", "content", "metadata", "section_id", "parent_id", "order"] as const;
const positionFields = new Set(["section_id", "parent_id", "order"]);

export const entrySideOf = (row: ChangeRequestEntry): EntryBase => ({
  section_id: row.sectionId,
  parent_id: row.parentId,
  kind: row.kind,
  title: row.title,
  slug: row.slug,
  content: row.content,
  metadata: row.metadata,
  order: row.order,
});

export const sectionSideOf = (row: ChangeRequestSection): SectionBase => ({
  parent_id: row.parentId,
  title: row.title,
  slug: row.slug,
  description: row.description,
  icon: row.icon,
  order: row.order,
});

const withoutContent = (side: EntryBase) => ({
  section_id: side.section_id,
  parent_id: side.parent_id,
  kind: side.kind,
  title: side.title,
  slug: side.slug,
  order: side.order,
  metadata: side.metadata,
});

function entryDiff(row: ChangeRequestEntry, liveRevision: number | undefined): EntryDiff | null {
  const base = row.base as EntryBase | null;
  const after = entrySideOf(row);
  const mainChanged = base !== null && liveRevision !== row.baseRevision;
  if (row.deleted) {
    if (!base) return null;
    return { entry_id: row.entryId, change: "removed", moved: false, fields: [], main_changed: mainChanged, before: withoutContent(base), after: null, ...lineDiff(base.content, "") };
  }
  if (!base) {
    return { entry_id: row.entryId, change: "added", moved: false, fields: [...entryFields], main_changed: false, before: null, after: withoutContent(after), ...lineDiff("", after.content) };
  }
  const fields = entryFields.filter((field) => !same(base[field], after[field]));
  if (fields.length === 0) return null;
  const moved = fields.some((field) => positionFields.has(field));
  const changed = fields.some((field) => !positionFields.has(field));
  const content = fields.includes("content") ? lineDiff(base.content, after.content) : { lines: [], additions: 0, deletions: 0 };
  return {
    entry_id: row.entryId,
    change: changed ? "changed" : "moved",
    moved,
    fields,
    main_changed: mainChanged,
    before: withoutContent(base),
    after: withoutContent(after),
    ...content,
  };
}

const sectionFields = ["title", "slug", "description", "icon", "parent_id", "order"] as const;
const sectionSummary = (side: SectionBase) => ({ title: side.title, slug: side.slug, parent_id: side.parent_id });

function sectionDiff(row: ChangeRequestSection): ChangeRequestDiff["sections"][number] | null {
  const base = recordedSectionBase(row.base);
  const after = sectionSideOf(row);
  if (row.deleted) return base ? { section_id: row.sectionId, change: "removed", fields: [], before: sectionSummary(base), after: null } : null;
  if (!base) return { section_id: row.sectionId, change: "added", fields: [...sectionFields], before: null, after: sectionSummary(after) };
  const fields = sectionFields.filter((field) => !same(base[field], after[field]));
  if (fields.length === 0) return null;
  const changed = fields.some((field) => field !== "parent_id" && field !== "order");
  return { section_id: row.sectionId, change: changed ? "changed" : "moved", fields, before: sectionSummary(base), after: sectionSummary(after) };
}

/** What the change request changes, against where it branched each entry and section. */
export async function changeRequestDiff(access: DocumentationAccess, ref: ChangeRequestRef): Promise<ChangeRequestDiff> {
  const changeRequest = await findChangeRequest(db, access, ref);
  const [sectionRows, entryRows] = await Promise.all([
    db.changeRequestSection.findMany({ where: { changeRequestId: changeRequest.id }, orderBy: { sectionId: "asc" } }),
    db.changeRequestEntry.findMany({ where: { changeRequestId: changeRequest.id }, orderBy: [{ sectionId: "asc" }, { order: "asc" }, { entryId: "asc" }] }),
  ]);
  const removedSections = new Set(sectionRows.filter((row) => row.deleted).map((row) => row.sectionId));
  const live = await db.entry.findMany({
    where: { id: { in: entryRows.filter((row) => row.base !== null).map((row) => row.entryId) } },
    select: { id: true, revision: true },
  });
  const liveRevision = new Map(live.map((entry) => [entry.id, entry.revision]));
  return {
    change_request_id: changeRequest.id,
    sections: sectionRows.map(sectionDiff).filter((diff) => diff !== null),
    entries: entryRows
      .filter((row) => !removedSections.has(row.sectionId))
      .map((row) => entryDiff(row, liveRevision.get(row.entryId)))
      .filter((diff) => diff !== null),
  };
}
