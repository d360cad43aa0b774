import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { migrationsDir } from "@/lib/config";
import { pgExecutor, pgliteExecutor } from "@/lib/db/executors";
import { applyMigrations, readMigrations } from "@/lib/db/migrate.mjs";

const quiet = { log: () => {} };

describe("migration runner", () => {
  it("applies every migration once and nothing on the next start", async () => {
    const database = await PGlite.create({ extensions: { pg_trgm } });
    const all = (await readMigrations(migrationsDir)).map((migration) => migration.name);
    expect(await applyMigrations(pgliteExecutor(database), migrationsDir, quiet)).toEqual(all);
    expect(await applyMigrations(pgliteExecutor(database), migrationsDir, quiet)).toEqual([]);
    const recorded = await database.query<{ migration_name: string }>(`SELECT migration_name FROM "_prisma_migrations" ORDER BY 1`);
    expect(recorded.rows.map((row) => row.migration_name)).toEqual(all);
    await database.close();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)("lets two servers start on an empty database at once", async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `docs_migrate_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const clients = [new pg.Client({ connectionString: url.toString() }), new pg.Client({ connectionString: url.toString() })];
    try {
      await Promise.all(clients.map((client) => client.connect()));
      const results = await Promise.all(clients.map((client) => applyMigrations(pgExecutor(client), migrationsDir, quiet)));
      const total = (await readMigrations(migrationsDir)).length;
      expect(results.map((names) => names.length).sort()).toEqual([0, total]);
    } finally {
      await Promise.all(clients.map((client) => client.end()));
      await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });
});
