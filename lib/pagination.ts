import { z } from "zod";
import { invalidInput } from "./errors";
import { assertStorableStrings } from "./http/input-checks";

/** `?limit=&cursor=` on every list; the next page's cursor travels in the Link header. */
export const PageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(500).optional(),
});
export type PageRequest = z.output<typeof PageQuery>;

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export function encodeCursor(value: Record<string, string | number>): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

export function decodeCursor<T extends z.ZodType>(cursor: string | undefined, schema: T): z.output<T> | undefined {
  if (!cursor) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    // Cursors name rows by their values; text PostgreSQL cannot hold names none.
    assertStorableStrings(value, "query");
    return schema.parse(value);
  } catch {
    throw invalidInput("The cursor is invalid; pass the value from the previous page unchanged.", [
      { path: "query.cursor", message: "invalid cursor" },
    ]);
  }
}

/** Keyset pagination on (createdAt, id), newest first. */
export const CreatedCursor = z.object({ createdAt: z.string(), id: z.string() });

export function createdBefore(cursor: z.output<typeof CreatedCursor> | undefined) {
  if (!cursor) return {};
  const at = new Date(cursor.createdAt);
  return { OR: [{ createdAt: { lt: at } }, { createdAt: at, id: { lt: cursor.id } }] };
}

/** Keyset pagination on (createdAt, id), oldest first. */
export function createdAfter(cursor: z.output<typeof CreatedCursor> | undefined) {
  if (!cursor) return {};
  const at = new Date(cursor.createdAt);
  return { OR: [{ createdAt: { gt: at } }, { createdAt: at, id: { gt: cursor.id } }] };
}

/**
 * Takes `limit + 1` rows, returns `limit` of them and the cursor after the last (with `extra`
 * fields, for a list that continues in several tables).
 */
export function pageOf<T extends { id: string; createdAt: Date }>(rows: T[], limit: number, extra: Record<string, string> = {}): Page<T> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items,
    nextCursor: rows.length > limit && last ? encodeCursor({ ...extra, createdAt: last.createdAt.toISOString(), id: last.id }) : null,
  };
}
