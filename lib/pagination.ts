import { z } from "zod";
import { Prisma } from "./generated/prisma/client";
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

type Order = "asc" | "desc";
type Bound<V> = { lt?: V; lte?: V; gt?: V; gte?: V };

/**
 * Prisma's `where` for the rows after `(value, id)` in `(column, id)` order. Prisma cannot write
 * the row comparison `(column, id) < (value, id)`, so this is its equivalent: the bound on
 * `column` alone lets PostgreSQL start its index scan at the cursor (the OR alone would read
 * every row before it), and the OR settles rows that share the cursor's value.
 */
export function keysetPast<K extends string, V>(column: K, value: V, id: string, order: Order) {
  const [past, pastOrAt] = order === "desc" ? (["lt", "lte"] as const) : (["gt", "gte"] as const);
  return { [column]: { [pastOrAt]: value }, OR: [{ [column]: { [past]: value } }, { id: { [past]: id } }] } as { [P in K]: Bound<V> } & {
    OR: ({ [P in K]: Bound<V> } | { id: Bound<string> })[];
  };
}

/** Keyset pagination on (createdAt, id), newest first. */
// A time that is no time would reach the query as an invalid date: a 400 here, not a 500 there.
export const CreatedCursor = z.object({ createdAt: z.string().refine((text) => !Number.isNaN(Date.parse(text))), id: z.string() });
type CreatedKey = z.output<typeof CreatedCursor>;

export function createdBefore(cursor: CreatedKey | undefined) {
  return cursor ? keysetPast("createdAt", new Date(cursor.createdAt), cursor.id, "desc") : {};
}

/** Keyset pagination on (createdAt, id), oldest first. */
export function createdAfter(cursor: CreatedKey | undefined) {
  return cursor ? keysetPast("createdAt", new Date(cursor.createdAt), cursor.id, "asc") : {};
}

/** Columns are UTC `timestamp(3)`: compare them with an explicit UTC instant, whatever the driver's time zone. */
export const utcTimestamp = (at: Date) => Prisma.sql`(${at.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;

/**
 * `createdBefore`/`createdAfter` for raw SQL over a table with "createdAt" and "id": a row
 * comparison, which PostgreSQL answers from a (…, createdAt, id) index at any depth.
 */
export function createdPastSql(cursor: CreatedKey, order: Order): Prisma.Sql {
  const at = utcTimestamp(new Date(cursor.createdAt));
  return order === "desc" ? Prisma.sql`("createdAt", "id") < (${at}, ${cursor.id})` : Prisma.sql`("createdAt", "id") > (${at}, ${cursor.id})`;
}

/** The cursor after a row of a list in (createdAt, id) order. */
export const createdCursorOf = (row: { id: string; createdAt: Date }) => ({ createdAt: row.createdAt.toISOString(), id: row.id });

/** The page with each item as callers see it: list services answer views, as reads and creates do. */
export function mapPage<T, V>(page: Page<T>, view: (item: T) => V): Page<V> {
  return { items: page.items.map(view), nextCursor: page.nextCursor };
}

/**
 * One page of a list. `fetch` reads the rows from where the request's cursor points, at most
 * `take` of them: one more than the page holds, so the extra row says whether another page
 * follows without a count. The next page's cursor names the page's last row (`cursorOf`).
 */
export async function fetchPage<T>(
  page: { limit: number },
  fetch: (take: number) => Promise<T[]>,
  cursorOf: (last: T) => Record<string, string | number>,
): Promise<Page<T>> {
  const rows = await fetch(page.limit + 1);
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > page.limit && last !== undefined ? encodeCursor(cursorOf(last)) : null };
}
