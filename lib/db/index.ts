import path from "node:path";
import { execFile } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import type { SqlDriverAdapter, SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaClient } from "../generated/prisma/client";
import { dataDir, migrationsDir } from "../config";
import { log } from "../log";
import { applyMigrations } from "./migrate";
import { pgExecutor, pgliteExecutor } from "./executors";
import { claimEmbeddedDatabase } from "./ownership";

export type Database = PrismaClient;
export type DatabaseMode = "postgres" | "embedded" | "memory";

/**
 * `DATABASE_URL` selects a PostgreSQL server; otherwise an embedded PostgreSQL (PGlite)
 * persisted under the data directory, or kept in memory when `EMBEDDED_DATABASE=memory`
 * (tests). Either way pending migrations are applied before the first query.
 */
export function databaseMode(): DatabaseMode {
  if (process.env.DATABASE_URL) return "postgres";
  return process.env.EMBEDDED_DATABASE === "memory" ? "memory" : "embedded";
}

/** Defers opening the database (and migrating it) until Prisma first connects. */
class MigratedAdapterFactory implements SqlDriverAdapterFactory {
  readonly provider = "postgres" as const;
  readonly adapterName: string;
  private ready: Promise<SqlDriverAdapterFactory> | undefined;

  constructor(
    adapterName: string,
    private readonly open: () => Promise<SqlDriverAdapterFactory>,
  ) {
    this.adapterName = adapterName;
  }

  async connect(): Promise<SqlDriverAdapter> {
    this.ready ??= this.open().catch((error) => {
      this.ready = undefined;
      throw error;
    });
    return (await this.ready).connect();
  }
}

let embedded: PGlite | undefined;

/** The embedded database instance (only in embedded and memory modes), e.g. for raw SQL. */
export function embeddedDatabase(): PGlite | undefined {
  return embedded;
}

/**
 * Creates a new embedded data directory in a short-lived process: the instance that runs
 * initdb keeps its WebAssembly memory (about 350 MB) for the life of the process, and the app
 * then opens a ready directory.
 */
async function initializeDataDirectory(location: string): Promise<void> {
  if (existsSync(path.join(location, "PG_VERSION"))) return;
  const pglite = createRequire(path.join(/* turbopackIgnore: true */ process.cwd(), "package.json")).resolve("@electric-sql/pglite");
  const script = `const { PGlite } = await import(${JSON.stringify(pathToFileURL(pglite).href)});
    const database = await PGlite.create({ dataDir: process.argv[1] });
    await database.close();`;
  await promisify(execFile)(process.execPath, ["--input-type=module", "-e", script, location]);
}

function openEmbedded(mode: "embedded" | "memory"): Promise<SqlDriverAdapterFactory> {
  return (async () => {
    let location: string | undefined;
    if (mode === "embedded") {
      location = path.join(dataDir, "pglite");
      mkdirSync(location, { recursive: true });
      claimEmbeddedDatabase();
      await initializeDataDirectory(location);
    }
    // One options object: PGlite.create(undefined, options) ignores the options (in-memory mode).
    const database = await PGlite.create({
      dataDir: location,
      extensions: { pg_trgm },
      // PostgreSQL's 128 MB of shared buffers are resident from the start in WebAssembly memory;
      // the data files stay in the operating system's page cache anyway.
      startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${process.env.EMBEDDED_DATABASE_SHARED_BUFFERS ?? "32MB"}`],
    });
    await applyMigrations(pgliteExecutor(database), migrationsDir, { log: (message) => log.info(message) });
    embedded = database;
    return new PrismaPGlite(database);
  })();
}

async function openServer(connectionString: string): Promise<SqlDriverAdapterFactory> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await applyMigrations(pgExecutor(client), migrationsDir, { log: (message) => log.info(message) });
  } finally {
    await client.end();
  }
  return new PrismaPg({ connectionString, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
}

function createClient(): PrismaClient {
  const mode = databaseMode();
  const factory =
    mode === "postgres"
      ? new MigratedAdapterFactory("@prisma/adapter-pg", () => openServer(process.env.DATABASE_URL!))
      : new MigratedAdapterFactory("pglite-prisma-adapter", () => openEmbedded(mode));
  return new PrismaClient({ adapter: factory });
}

const globalForDb = globalThis as typeof globalThis & { __docsDb?: PrismaClient };

/** The one Prisma client of the process (kept on globalThis so dev reloads reuse it). */
export const db: PrismaClient = (globalForDb.__docsDb ??= createClient());
