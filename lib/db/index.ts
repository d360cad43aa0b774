import { createHash } from "node:crypto";
import path from "node:path";
import { mkdirSync } from "node:fs";
import { PrismaPg } from "@prisma/adapter-pg";
import { clearLogs } from "@prisma/debug";
import pg from "pg";
import type { SqlQuery } from "@prisma/driver-adapter-utils";
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

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;

/**
 * A pool whose connections wait until the database is open: its server started (the embedded
 * one) and pending migrations applied. Prisma takes it before that, so its query compiler
 * loads while the database starts. A failed opening is tried again by the next connection.
 */
export class OpeningPool extends pg.Pool {
  private opening: Promise<void> | undefined;
  private open = false;

  constructor(
    config: pg.PoolConfig,
    /** Starts the server when there is one to start, and says where it listens. */
    private readonly startServer: () => Promise<pg.PoolConfig>,
  ) {
    super(config);
    // A connection lost while idle is replaced on next use; without a listener it would crash the app.
    this.on("error", (error) => log.warn("database connection lost", { error: error.message }));
  }

  /** Opens the database unless it is open or opening; resolves once it is open. */
  opened(): Promise<void> {
    if (this.open) return Promise.resolve();
    this.opening ??= this.migrate().then(
      () => {
        this.open = true;
      },
      (error: unknown) => {
        this.opening = undefined;
        throw error;
      },
    );
    return this.opening;
  }

  private async migrate(): Promise<void> {
    Object.assign(this.options, await this.startServer());
    const client = await super.connect();
    try {
      await applyMigrations(pgExecutor(client), migrationsDir, { log: (message) => log.info(message) });
    } finally {
      client.release();
    }
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (this.open) return callback ? super.connect(callback) : super.connect();
    const connected = this.opened().then(() => super.connect());
    if (!callback) return connected;
    connected.then(
      (client) => callback(undefined, client, (release) => client.release(release as Error | boolean | undefined)),
      (error: Error) => callback(error, undefined, () => {}),
    );
  }
}

function createPool(mode: DatabaseMode): OpeningPool {
  if (mode === "postgres") {
    return new OpeningPool({ connectionString: process.env.DATABASE_URL!, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) }, async () => ({}));
  }
  const location = mode === "embedded" ? path.join(dataDir, "pglite") : undefined;
  // Long-lived connections to the one session of the embedded database, which runs their
  // statements in turn and a transaction alone (scripts/embedded-database.mjs). Several keep
  // statements queued there: the next runs as soon as one ends, rather than once the app has
  // read its answer and sent another.
  return new OpeningPool({ user: "postgres", database: "postgres", max: 4, idleTimeoutMillis: 0 }, async () => {
    if (location) {
      mkdirSync(location, { recursive: true });
      claimEmbeddedDatabase();
    }
    return startEmbeddedServer(location);
  });
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

/**
 * Prisma's driver adapter keeps the arguments of its last 100 statements for its crash reports,
 * with debugging off too: a 10,000-page publish's plan (about 4 MB), a thousand-entry batch, a
 * snapshot's pages stayed in memory for as long as it took 100 more statements to push them out.
 * Forgotten every second: a heap snapshot after creating a 10,000-page project held 15 MB less.
 */
const forgetStatementArgumentsEveryMs = 1_000;
setInterval(clearLogs, forgetStatementArgumentsEveryMs).unref();

const globalForDb = globalThis as typeof globalThis & { __docsDb?: PrismaClient; __docsPool?: OpeningPool };

// On globalThis so that dev reloads reuse them.
const pool = (globalForDb.__docsPool ??= createPool(databaseMode()));

/** The one Prisma client of the process. */
export const db: PrismaClient = (globalForDb.__docsDb ??= new PrismaClient({
  adapter: recordingAdapterFactory(
    new PrismaPg(pool, preparedStatements ? { statementNameGenerator: (query: SqlQuery) => statementName(query.sql, query.args.length) } : {}),
  ),
  // A transaction of the embedded database starts once the one before it has ended (they
  // run one at a time); Prisma's default wait of 2 s is short for that under load.
  ...(databaseMode() === "postgres" ? {} : { transactionOptions: { maxWait: 10_000 } }),
}));

/**
 * Opens the database (starts the embedded one, applies pending migrations) now rather than at
 * the first query, which waits for it either way.
 */
export function openDatabase(): Promise<void> {
  return pool.opened();
}

/**
 * Runs one statement on Prisma's pool, past the client, outside any transaction: for a hot
 * raw statement (search's one per request, the publish's page writes), Prisma's raw-query
 * path costs about 0.15 ms of CPU on top of the driver's 0.1 ms, and more with large
 * parameters. Values come as pg parses them: numbers for integer and real columns, strings
 * for bigint and numeric, parsed JSON, arrays.
 */
export async function queryRows<T>(query: Prisma.Sql): Promise<T[]> {
  const { text, values } = query;
  // A change made inside an audited request or job is recorded with it (lib/audit/recorder.ts).
  const result = await recordedPoolQuery(pool, { name: statementName(text, values.length) || undefined, text, values });
  return result.rows as T[];
}

/**
 * Runs statements in one transaction and rolls it back: the database does their work, and so
 * compiles and warms up its code for it, and keeps nothing.
 */
export async function runRolledBack(statements: Prisma.Sql[]): Promise<void> {
  const client = await pool.connect();
  let failed: Error | undefined;
  try {
    await client.query("BEGIN");
    for (const { text, values } of statements) await client.query({ name: statementName(text, values.length) || undefined, text, values });
  } finally {
    await client.query("ROLLBACK").catch((error: Error) => (failed = error));
    // A connection that could not roll back is closed rather than reused.
    client.release(failed);
  }
}
