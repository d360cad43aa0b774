// Plain JavaScript: the app applies migrations on start, and the embedded database's template
// (scripts/embedded-database-template.mjs, run by plain node at install) is made migrated.
// Types in migrate.d.mts.
import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

export async function readMigrations(migrationsDir) {
  const names = (await readdir(migrationsDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(migrationsDir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

/** Names what the committed migrations make: equal for equal migrations. */
export function migrationsDigest(migrations) {
  const hash = createHash("sha256");
  for (const migration of migrations) hash.update(`${migration.name}\0${migration.checksum}\0`);
  return hash.digest("hex").slice(0, 16);
}

/**
 * Applies the committed migrations that the database has not seen, each in its own
 * transaction, recording them in Prisma's `_prisma_migrations` table so the Prisma CLI
 * agrees on what is applied. An advisory lock keeps concurrent starts from racing.
 */
export async function applyMigrations(executor, migrationsDir, { log }) {
  const migrations = await readMigrations(migrationsDir);
  const applied = [];
  // Lock before anything else: even CREATE TABLE IF NOT EXISTS races between two starts.
  await executor.exec("SELECT pg_advisory_lock(72707369)");
  try {
    await executor.exec(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0
    )`);
    const rows = await executor.query(
      `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const done = new Map(rows.map((row) => [row.migration_name, row.checksum]));
    for (const migration of migrations) {
      const previous = done.get(migration.name);
      if (previous) {
        if (previous !== migration.checksum) log(`migration ${migration.name} was edited after it was applied`);
        continue;
      }
      await executor.exec("BEGIN");
      try {
        await executor.exec(migration.sql);
        await executor.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count) VALUES ($1, $2, now(), $3, 1)`,
          [randomUUID(), migration.checksum, migration.name],
        );
        await executor.exec("COMMIT");
      } catch (error) {
        await executor.exec("ROLLBACK");
        throw new Error(`migration ${migration.name} failed: ${error.message}`, { cause: error });
      }
      applied.push(migration.name);
      log(`applied migration ${migration.name}`);
    }
  } finally {
    await executor.exec("SELECT pg_advisory_unlock(72707369)");
  }
  return applied;
}
