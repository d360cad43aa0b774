import type { Transaction } from "../documentation/write-guard";
import type { Prisma } from "../generated/prisma/client";
import type { EntryKind } from "../generated/prisma/enums";

/** An entry as insertEntries writes it; revision defaults to 1, the timestamps to now. */
export interface EntryRow {
  id: string;
  sectionId: string;
  parentId: string | null;
  kind: EntryKind;
  title: string;
  slug: string;
  content: string;
  metadata: Prisma.InputJsonValue;
  order: number;
  revision?: number;
  updatedById?: string | null;
}

/**
 * Inserts entries in one statement with one JSON parameter (the parent references are checked
 * at its end, so rows may come in any order). Through createMany, Prisma's query compiler
 * (WebAssembly) planned every value: a thousand pages' plan held about 6 MB of the app's heap
 * until later calls replaced it, and grew the compiler's memory by 12 MB for good.
 */
export async function insertEntries(tx: Transaction, rows: EntryRow[]): Promise<void> {
  if (rows.length === 0) return;
  const now = new Date().toISOString();
  await tx.$executeRaw`
    INSERT INTO "Entry" ("id", "sectionId", "parentId", "kind", "title", "slug", "content", "metadata", "order", "revision", "updatedById", "createdAt", "updatedAt")
    SELECT r."id", r."sectionId", r."parentId", r."kind"::"EntryKind", r."title", r."slug", r."content", r."metadata", r."order",
           COALESCE(r."revision", 1), r."updatedById", ${now}::timestamp, ${now}::timestamp
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(
      "id" text, "sectionId" text, "parentId" text, "kind" text, "title" text, "slug" text, "content" text, "metadata" jsonb,
      "order" int, "revision" int, "updatedById" text)`;
}
