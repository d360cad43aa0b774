import { createHash } from "node:crypto";
import path from "node:path";
import { mkdirSync } from "node:fs";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import type { SqlDriverAdapter, SqlDriverAdapterFactory, SqlQuery } from "@prisma/driver-adapter-utils";
import { PrismaClient, type Prisma } from "../generated/prisma/client";
import { recordedPoolQuery, recordingAdapterFactory } from "../audit/recorder";
import { dataDir, migrationsDir } from "../config";
import { log } from "../log";
import { applyMigrations } from "./migrate.mjs";
import { startEmbeddedServer } from "./embedded";
import { pgExecutor } from "./executors";
import { claimEmbeddedDatabase } from "./ownership";

export type Database = PrismaClient;
export const databaseModes = ["postgres", "embedded", "memory"] as const;
export type DatabaseMode = (typeof databaseModes)[number];

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
  readonly adapterName = "@prisma/adapter-pg";
  private ready: Promise<SqlDriverAdapterFactory> | undefined;

  constructor(private readonly open: () => Promise<SqlDriverAdapterFactory>) {}

  async connect(): Promise<SqlDriverAdapter> {
    this.ready ??= this.open().catch((error) => {
      this.ready = undefined;
      throw error;
    });
    return (await this.ready).connect();
  }
}

async function openEmbedded(mode: "embedded" | "memory"): Promise<SqlDriverAdapterFactory> {
  let location: string | undefined;
  if (mode === "embedded") {
    location = path.join(dataDir, "pglite");
    mkdirSync(location, { recursive: true });
    claimEmbeddedDatabase();
  }
  const server = await startEmbeddedServer(location);
  // Long-lived connections to the one session of the embedded database, which runs their
  // statements in turn and a transaction alone (scripts/embedded-database.mjs). Several keep
  // statements queued there: the next runs as soon as one ends, rather than once the app has
  // read its answer and sent another.
  return openServer({ host: server.host, port: server.port, user: "postgres", database: "postgres", max: 4, idleTimeoutMillis: 0 });
}

/** Applies pending migrations through the pool, which Prisma then uses. */
async function openServer(config: pg.PoolConfig): Promise<SqlDriverAdapterFactory> {
  const pool = new pg.Pool(config);
  // A connection lost while idle is replaced on next use; without a listener it would crash the app.
  pool.on("error", (error) => log.warn("database connection lost", { error: error.message }));
  const client = await pool.connect();
  try {
    await applyMigrations(pgExecutor(client), migrationsDir, { log: (message) => log.info(message) });
  } finally {
    client.release();
  }
  globalForDb.__docsPool = pool;
  return new PrismaPg(pool, preparedStatements ? { statementNameGenerator: (query: SqlQuery) => statementName(query.sql, query.args.length) } : {});
}

const preparedStatements = process.env.DATABASE_PREPARED_STATEMENTS !== "off";

/**
 * Statements are prepared once per connection and reused by name (a hash of their text):
 * parsing and planning them again on every call cost more than running most of them. Those
 * with many parameters (long `IN` lists, batch inserts) vary too much to be worth keeping.
 */
function statementName(text: string, parameterCount: number): string {
  return preparedStatements && parameterCount <= 32 ? `s_${createHash("sha1").update(text).digest("base64url")}` : "";
}

function createClient(): PrismaClient {
  const mode = databaseMode();
  if (mode === "postgres") {
    const pool = { connectionString: process.env.DATABASE_URL!, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) };
    return new PrismaClient({ adapter: recordingAdapterFactory(new MigratedAdapterFactory(() => openServer(pool))) });
  }
  return new PrismaClient({
    adapter: recordingAdapterFactory(new MigratedAdapterFactory(() => openEmbedded(mode))),
    // A transaction starts once the transaction before it has ended (they run one at a time);
    // Prisma's default wait of 2 s is short for that under load.
    transactionOptions: { maxWait: 10_000 },
  });
}

const globalForDb = globalThis as typeof globalThis & { __docsDb?: PrismaClient; __docsPool?: pg.Pool };

/** The one Prisma client of the process (kept on globalThis so dev reloads reuse it). */
export const db: PrismaClient = (globalForDb.__docsDb ??= createClient());

/**
 * Runs one statement on Prisma's pool, past the client, outside any transaction: for a hot
 * raw statement (search's one per request, the publish's page writes), Prisma's raw-query
 * path costs about 0.15 ms of CPU on top of the driver's 0.1 ms, and more with large
 * parameters. Values come as pg parses them: numbers for integer and real columns, strings
 * for bigint and numeric, parsed JSON, arrays.
 */
export async function queryRows<T>(query: Prisma.Sql): Promise<T[]> {
  // The pool opens (and the schema migrates) on Prisma's first connection.
  if (!globalForDb.__docsPool) await db.$connect();
  const { text, values } = query;
  // A change made inside an audited request or job is recorded with it (lib/audit/recorder.ts).
  const result = await recordedPoolQuery(globalForDb.__docsPool!, { name: statementName(text, values.length) || undefined, text, values });
  return result.rows as T[];
}
