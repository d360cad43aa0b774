import path from "node:path";

// The ignore comments keep the bundler from tracing the whole project through these
// run-time paths.
/** Where the embedded database, local blobs and the control file live. */
export const dataDir = path.resolve(/* turbopackIgnore: true */ process.cwd(), process.env.DATA_DIR ?? ".data");

export const migrationsDir = path.resolve(
  /* turbopackIgnore: true */ process.cwd(),
  process.env.MIGRATIONS_DIR ?? "prisma/migrations",
);
