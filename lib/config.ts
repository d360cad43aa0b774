import path from "node:path";

/** Where the embedded database, local blobs and the control file live. */
export const dataDir = path.resolve(process.env.DATA_DIR ?? ".data");

export const migrationsDir = path.resolve(process.env.MIGRATIONS_DIR ?? "prisma/migrations");
