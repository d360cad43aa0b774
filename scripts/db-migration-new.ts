/**
 * Creates prisma/migrations/<timestamp>_<name>/migration.sql from the difference between
 * the committed migrations and the schema, using Prisma's schema engine compiled to
 * WebAssembly against a throw-away embedded database (no engine download needed).
 *
 * Usage: npm run db:migration -- <name>
 */
import { readdir, readFile, writeFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import { SchemaEngine } from "@prisma/schema-engine-wasm";
import { applyMigrations } from "../lib/db/migrate.mjs";
import { pgliteExecutor } from "../lib/db/executors";

const name = (process.argv[2] ?? "").replace(/[^a-z0-9_]+/gi, "_").toLowerCase();
if (!name) {
  console.error("usage: npm run db:migration -- <name>");
  process.exit(2);
}

const root = process.cwd();
const schemaDir = path.join(root, "prisma/schema");
const migrationsDir = path.join(root, "prisma/migrations");

const files = await Promise.all(
  (await readdir(schemaDir))
    .filter((file) => file.endsWith(".prisma"))
    .sort()
    .map(async (file) => ({ path: path.join(schemaDir, file), content: await readFile(path.join(schemaDir, file), "utf8") })),
);

// The database the committed migrations produce is the starting point of the diff.
// The same extensions as the application's embedded database (lib/db), which migrations may use.
const database = new PGlite({ extensions: { pg_trgm } });
await applyMigrations(pgliteExecutor(database), migrationsDir, { log: () => {} });

const engine = await SchemaEngine.new(
  { datamodels: files.map((file) => [file.path, file.content]) },
  () => {},
  bindMigrationAwareSqlAdapterFactory(new PrismaPGlite(database)),
);
const result = await engine.diff({
  from: { tag: "schemaDatasource", files, configDir: root },
  to: { tag: "schemaDatamodel", files },
  script: true,
  exitCode: null,
  filters: { externalTables: [], externalEnums: [] },
});
const sql = (result.stdout ?? "").trim();
if (!sql || sql.startsWith("-- This is an empty migration")) {
  console.log("The schema matches the migrations: nothing to do.");
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const dir = path.join(migrationsDir, `${stamp}_${name}`);
await mkdir(dir, { recursive: true });
await writeFile(path.join(dir, "migration.sql"), sql + "\n");
console.log(`Created ${path.relative(root, dir)}/migration.sql`);
process.exit(0);
