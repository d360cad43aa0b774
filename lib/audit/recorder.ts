import { randomUUID } from "node:crypto";
import type pg from "pg";
import type {
  IsolationLevel,
  SqlDriverAdapter,
  SqlDriverAdapterFactory,
  SqlQuery,
  SqlQueryable,
  SqlResultSet,
  Transaction,
} from "@prisma/driver-adapter-utils";
import { clientAddressHash, pendingAuditScope, type AuditScope } from "./scope";

/**
 * Audit entries are written where every change passes: the database adapter under Prisma
 * (and `queryRows`, which bypasses Prisma). Inside an audit scope, the first transaction that
 * changes data also inserts the scope's entry just before its COMMIT; a change made outside a
 * transaction is given one. So an entry is committed exactly when its change is, whichever
 * service made it and however (model calls, raw SQL), and no service has to remember to log.
 */

/** Writes that are bookkeeping rather than an action: the log itself, memoized job steps, request counters. */
const bookkeepingTables = new Set(["AuditEntry", "JobStep", "RateLimitWindow"]);

const writtenTable = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?)\s+(?:"?\w+"?\.)?"(\w+)"/gi;
const insertedTable = /^\s*INSERT\s+INTO\s+(?:"?\w+"?\.)?"(\w+)"/i;

/** Whether a statement writes to a table other than the bookkeeping ones. */
export function changesData(sql: string): boolean {
  for (const match of sql.matchAll(writtenTable)) if (!bookkeepingTables.has(match[1]!)) return true;
  return false;
}

const maxTargets = 12;
const snakeCase = (name: string) => name.replace(/(?<=[a-z0-9])([A-Z])/g, "_$1").toLowerCase();

/**
 * What a change's answer tells about it: the id of a row it created (a token, a project) becomes
 * a target, and a change made without an organization in its path (creating one, accepting an
 * invitation) belongs to the organization of the rows it wrote.
 */
function noteWrittenRows(scope: AuditScope, sql: string, result: SqlResultSet): void {
  const table = insertedTable.exec(sql)?.[1];
  const column = (name: string) => {
    const index = result.columnNames.indexOf(name);
    const value = index >= 0 ? result.rows[0]?.[index] : undefined;
    return typeof value === "string" ? value : undefined;
  };
  const id = column("id");
  if (table && id && result.rows.length === 1 && !bookkeepingTables.has(table)) {
    const known = Object.values(scope.targets).includes(id);
    if (!known && Object.keys(scope.targets).length < maxTargets) scope.targets[`${snakeCase(table)}_id`] ??= id;
  }
  scope.organizationId ??= (table === "Organization" ? id : undefined) ?? column("organizationId") ?? null;
}

/** The statement that inserts a scope's entry, with its values as text. */
export function entryStatement(scope: AuditScope): { sql: string; values: (string | null)[] } {
  return {
    sql: `INSERT INTO "AuditEntry" ("id", "organizationId", "actorType", "actorId", "actorUserId", "action", "route", "summary", "targets", "targetIds", "requestId", "clientHash", "createdAt")
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, ARRAY(SELECT jsonb_array_elements_text($10::jsonb)), $11, $12, $13::timestamp)`,
    values: [
      randomUUID(),
      scope.organizationId,
      scope.actorType,
      scope.actorId,
      scope.actorUserId,
      scope.action,
      scope.route,
      scope.summary,
      JSON.stringify(scope.targets),
      JSON.stringify([...new Set(Object.values(scope.targets))]),
      scope.requestId,
      clientAddressHash(scope.organizationId, scope.clientAddress),
      // A timestamp column holds UTC wall-clock time (the zone of the text is ignored).
      new Date().toISOString(),
    ],
  };
}

/**
 * Commits a transaction that holds `scope`'s change, with the scope's entry inserted first
 * (unless another transaction of the scope recorded it already, or the scope has ended).
 */
async function commitRecording(scope: AuditScope | null, insert: (statement: ReturnType<typeof entryStatement>) => Promise<unknown>, commit: () => Promise<void>) {
  const claimed = scope !== null && scope.open && scope.state === "pending";
  if (claimed) scope.state = "claimed";
  try {
    if (claimed) await insert(entryStatement(scope));
    await commit();
    if (claimed) scope.state = "recorded";
  } catch (error) {
    if (claimed) scope.state = "pending";
    throw error;
  }
}

const statement = (sql: string): SqlQuery => ({ sql, args: [], argTypes: [] });
const isResultSet = (value: unknown): value is SqlResultSet => typeof value === "object" && value !== null && "columnNames" in value;

/**
 * Whether a write touched any row: its count, or the rows it returned. A delete or update
 * that matched nothing (the service then answers 404) is no change to record.
 */
const changedRows = (result: unknown) => (typeof result === "number" ? result > 0 : isResultSet(result) ? result.rows.length > 0 : true);

/** A transaction that remembers the scope of its first change and records it at COMMIT. */
function recordingTransaction(transaction: Transaction): Transaction {
  let holds: AuditScope | null = null;
  const run = async <R>(query: SqlQuery, execute: () => Promise<R>): Promise<R> => {
    if (query.sql === "COMMIT") {
      let committed: R | undefined;
      await commitRecording(
        holds,
        ({ sql, values }) => transaction.executeRaw({ sql, args: values, argTypes: values.map(() => ({ scalarType: "string", arity: "scalar" })) }),
        async () => {
          committed = await execute();
        },
      );
      return committed as R;
    }
    const scope = holds ? null : pendingAuditScope();
    const result = await execute();
    if (scope && changesData(query.sql) && changedRows(result)) holds = scope;
    if (holds && isResultSet(result)) noteWrittenRows(holds, query.sql, result);
    return result;
  };
  return Object.assign(Object.create(transaction) as Transaction, {
    queryRaw: (query: SqlQuery) => run(query, () => transaction.queryRaw(query)),
    executeRaw: (query: SqlQuery) => run(query, () => transaction.executeRaw(query)),
  });
}

/** The adapter, recording: a change outside a transaction runs in one, so that its entry commits with it. */
function recordingAdapter(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const autocommit = async <R>(query: SqlQuery, execute: (queryable: SqlQueryable) => Promise<R>): Promise<R> => {
    if (!pendingAuditScope() || !changesData(query.sql)) return execute(adapter);
    const transaction = recordingTransaction(await adapter.startTransaction());
    try {
      const result = await execute(transaction);
      await transaction.executeRaw(statement("COMMIT"));
      await transaction.commit();
      return result;
    } catch (error) {
      await transaction.executeRaw(statement("ROLLBACK")).catch(() => {});
      await transaction.rollback();
      throw error;
    }
  };
  return Object.assign(Object.create(adapter) as SqlDriverAdapter, {
    queryRaw: (query: SqlQuery) => autocommit(query, (queryable) => queryable.queryRaw(query)),
    executeRaw: (query: SqlQuery) => autocommit(query, (queryable) => queryable.executeRaw(query)),
    startTransaction: async (isolationLevel?: IsolationLevel) => recordingTransaction(await adapter.startTransaction(isolationLevel)),
  });
}

/** Wraps the database's adapter factory so that every adapter it opens records audit entries. */
export function recordingAdapterFactory(factory: SqlDriverAdapterFactory): SqlDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => recordingAdapter(await factory.connect()),
  };
}

/**
 * One statement on the pool past Prisma (`queryRows`), recorded as the adapter records: a
 * change inside a pending scope runs in a transaction with the scope's entry.
 */
export async function recordedPoolQuery(pool: pg.Pool, query: pg.QueryConfig): Promise<pg.QueryResult> {
  const scope = pendingAuditScope();
  if (!scope || !changesData(query.text)) return pool.query(query);
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const result = await client.query(query);
    if (!result.rowCount) {
      await client.query("COMMIT");
      return result;
    }
    const columnNames = result.fields.map((field) => field.name);
    noteWrittenRows(scope, query.text, { columnNames, columnTypes: [], rows: result.rows.map((row) => columnNames.map((name) => row[name])) });
    await commitRecording(scope, ({ sql, values }) => client.query(sql, values), async () => {
      await client.query("COMMIT");
    });
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
