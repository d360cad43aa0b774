import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { vacuumTables } from "@/lib/db/vacuum";
import { countQueries } from "../content/query-counter";

describe("periodic vacuum", () => {
  it("vacuums and analyzes every table of the schema, each in a statement of its own", async () => {
    const tables = await db.$queryRaw<{ name: string }[]>`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`;
    let done: string[] = [];
    // The list of tables, then one statement per table: the embedded database runs other
    // connections' statements in between.
    expect(await countQueries(async () => (done = await vacuumTables()))).toBe(tables.length + 1);
    expect(done.sort()).toEqual(tables.map((table) => table.name).sort());
    expect(done).toContain("RenderedPage");
    const [renderedPages] = await db.$queryRaw<{ vacuumed: Date | null; analyzed: Date | null }[]>`
      SELECT last_vacuum AS vacuumed, last_analyze AS analyzed FROM pg_stat_user_tables WHERE relname = 'RenderedPage'`;
    expect(renderedPages).toEqual({ vacuumed: expect.any(Date), analyzed: expect.any(Date) });
  });
});
