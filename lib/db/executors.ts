import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";

/** The little a migration run needs from a connection, for PGlite and for a pg client alike. */
export interface SqlExecutor {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
}

export function pgliteExecutor(database: PGlite): SqlExecutor {
  return {
    query: async <T>(sql: string, params: unknown[] = []) => (await database.query<T>(sql, params)).rows,
    exec: async (sql) => {
      await database.exec(sql);
    },
  };
}

export function pgExecutor(client: pg.Client): SqlExecutor {
  return {
    query: async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[],
    exec: async (sql) => {
      await client.query(sql);
    },
  };
}
