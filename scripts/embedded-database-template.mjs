// A new embedded data directory is a copy of a template: the directory PostgreSQL's initdb
// makes for this version of PGlite, made once per installation (by `npm install`, or else by
// the first start that needs it) under node_modules/.cache. initdb takes about 5 s and 800 MB
// of memory; a copy takes a tenth of a second.
//   node scripts/embedded-database-template.mjs            makes the template if missing
//   node scripts/embedded-database-template.mjs <data dir>  initializes that directory (lib/db/embedded.ts)
// Where node_modules cannot be written, the data directory is initialized in place instead.
import { cpSync, copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const pgliteEntry = require.resolve("@electric-sql/pglite");
const packageDir = pgliteEntry.slice(0, pgliteEntry.lastIndexOf(`${path.sep}dist${path.sep}`));
const { version } = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8"));
const template = path.join(import.meta.dirname, "..", "node_modules", ".cache", "docs-platform", `pglite-${version}`);

/** Runs initdb into `directory` (PGlite creates a missing data directory on open). */
async function initdb(directory) {
  const { PGlite } = await import("@electric-sql/pglite");
  const database = await PGlite.create({ dataDir: directory });
  await database.close();
}

/** Makes the template unless it exists; false when it cannot be written here. */
async function ensureTemplate() {
  if (existsSync(path.join(template, "PG_VERSION"))) return true;
  // Made aside and renamed into place: a process that finds the template finds it whole.
  const partial = `${template}.${process.pid}`;
  try {
    mkdirSync(path.dirname(template), { recursive: true });
    await initdb(partial);
    renameSync(partial, template);
    return true;
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    // Another process made it meanwhile.
    if (existsSync(path.join(template, "PG_VERSION"))) return true;
    if (["EACCES", "EPERM", "EROFS"].includes(error.code)) return false;
    throw error;
  }
}

const target = process.argv[2];
if (!(await ensureTemplate())) {
  if (!target) throw new Error(`The template of the embedded database cannot be written in ${path.dirname(template)}.`);
  await initdb(target);
} else if (target) {
  // PG_VERSION last: it marks the directory initialized, so an interrupted copy is made again.
  cpSync(template, target, { recursive: true, filter: (source) => source !== path.join(template, "PG_VERSION") });
  copyFileSync(path.join(template, "PG_VERSION"), path.join(target, "PG_VERSION"));
}
