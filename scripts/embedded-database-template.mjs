// A new embedded data directory is a copy of a template: the directory PostgreSQL's initdb
// makes for this version of PGlite, with the committed migrations applied, made once per
// installation and set of migrations (by `npm install`, or else by the first start that needs
// it) under node_modules/.cache. initdb takes about 5 s and 800 MB of memory, the migrations
// about 3 s; a copy takes a tenth of a second.
//   node scripts/embedded-database-template.mjs            makes the template if missing
//   node scripts/embedded-database-template.mjs <data dir>  initializes that directory (lib/db/embedded.ts)
// Where node_modules cannot be written, the data directory is initialized in place instead
// (the app migrates it).
import { cpSync, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { applyMigrations, migrationsDigest, readMigrations } from "../lib/db/migrate.mjs";

const require = createRequire(import.meta.url);
const pgliteEntry = require.resolve("@electric-sql/pglite");
const packageDir = pgliteEntry.slice(0, pgliteEntry.lastIndexOf(`${path.sep}dist${path.sep}`));
const { version } = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8"));
const migrationsDir = path.resolve(process.env.MIGRATIONS_DIR ?? path.join(import.meta.dirname, "..", "prisma", "migrations"));
const templates = path.join(import.meta.dirname, "..", "node_modules", ".cache", "docs-platform");
const template = path.join(templates, `pglite-${version}-${migrationsDigest(await readMigrations(migrationsDir))}`);

/** Runs initdb into `directory` (PGlite creates a missing data directory on open). */
async function initdb(directory, { migrate }) {
  const { PGlite } = await import("@electric-sql/pglite");
  if (!migrate) {
    const database = await PGlite.create({ dataDir: directory });
    await database.close();
    return;
  }
  // The extensions the migrations create, as the database's process loads them (scripts/embedded-database.mjs).
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { vector } = await import("@electric-sql/pglite/vector");
  const database = await PGlite.create({ dataDir: directory, extensions: { pg_trgm, vector } });
  try {
    const executor = {
      query: async (sql, params = []) => (await database.query(sql, params)).rows,
      exec: async (sql) => void (await database.exec(sql)),
    };
    await applyMigrations(executor, migrationsDir, { log: () => {} });
  } finally {
    await database.close();
  }
}

/** Makes the template unless it exists; false when it cannot be written here. */
async function ensureTemplate() {
  if (existsSync(path.join(template, "PG_VERSION"))) return true;
  // Made aside and renamed into place: a process that finds the template finds it whole.
  const partial = `${template}.${process.pid}`;
  try {
    mkdirSync(templates, { recursive: true });
    await initdb(partial, { migrate: true });
    renameSync(partial, template);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    // Another process made it meanwhile.
    if (existsSync(path.join(template, "PG_VERSION"))) return true;
    if (["EACCES", "EPERM", "EROFS"].includes(error.code)) return false;
    throw error;
  }
  // Templates of other versions or migrations are not used again.
  for (const name of readdirSync(templates)) {
    if (/^pglite-[\d.]+(-[0-9a-f]{16})?$/.test(name) && path.join(templates, name) !== template) {
      rmSync(path.join(templates, name), { recursive: true, force: true });
    }
  }
  return true;
}

const target = process.argv[2];
if (!(await ensureTemplate())) {
  if (!target) throw new Error(`The template of the embedded database cannot be written in ${templates}.`);
  await initdb(target, { migrate: false });
} else if (target) {
  // PG_VERSION last: it marks the directory initialized, so an interrupted copy is made again.
  cpSync(template, target, { recursive: true, filter: (source) => source !== path.join(template, "PG_VERSION") });
  copyFileSync(path.join(template, "PG_VERSION"), path.join(target, "PG_VERSION"));
}
