import { describe, expect, it } from "vitest";
import { queryRows } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { countQueries } from "../content/query-counter";

describe("queryRows", () => {
  it("runs a statement on Prisma's pool and gives values as pg parses them", async () => {
    const read = () =>
      queryRows<Record<string, unknown>>(Prisma.sql`
        SELECT ${"it's"}::text AS "text", ${7}::int AS "int", 9007199254740993::bigint AS "bigint", 0.5::real AS "real",
               '{"a":[1]}'::jsonb AS "json", ARRAY['x', 'y'] AS "array", NULL::text AS "none"`);
    const expected = { text: "it's", int: 7, bigint: "9007199254740993", real: 0.5, json: { a: [1] }, array: ["x", "y"], none: null };
    // The first call opens the database if nothing has yet.
    expect(await read()).toEqual([expected]);
    let rows: Record<string, unknown>[] = [];
    expect(await countQueries(async () => (rows = await read()))).toBe(1);
    expect(rows).toEqual([expected]);
  });
});
