import { afterAll, describe, expect, it } from "vitest";
import { OpeningPool } from "@/lib/db";
import { startEmbeddedServer } from "@/lib/db/embedded";

const pools: OpeningPool[] = [];
afterAll(() => Promise.all(pools.map((pool) => pool.end())));

describe("the database pool", () => {
  it("opens the database before its first connection, once, and again after a failed opening", async () => {
    const server = await startEmbeddedServer(undefined);
    let openings = 0;
    const pool = new OpeningPool({ user: "postgres", database: "postgres", max: 2 }, async () => {
      openings += 1;
      if (openings === 1) throw new Error("the server is not up yet");
      return { host: server.host, port: server.port };
    });
    pools.push(pool);
    await expect(pool.query("SELECT 1 AS n")).rejects.toThrow("the server is not up yet");
    // Queries and connections taken while it opens wait for the migrations.
    const [counted, client] = await Promise.all([pool.query(`SELECT count(*)::int AS n FROM "_prisma_migrations"`), pool.connect(), pool.opened()]);
    expect(counted.rows[0].n).toBeGreaterThan(0);
    expect((await client.query("SELECT 2 AS n")).rows).toEqual([{ n: 2 }]);
    client.release();
    expect((await pool.query("SELECT 3 AS n")).rows).toEqual([{ n: 3 }]);
    expect(openings).toBe(2);
  });
});
