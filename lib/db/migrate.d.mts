import type { SqlExecutor } from "./executors";

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(migrationsDir: string): Promise<Migration[]>;

/** Names what the committed migrations make: equal for equal migrations. */
export function migrationsDigest(migrations: Migration[]): string;

/**
 * Applies the committed migrations that the database has not seen, each in its own
 * transaction, recording them in Prisma's `_prisma_migrations` table so the Prisma CLI
 * agrees on what is applied. An advisory lock keeps concurrent starts from racing.
 */
export function applyMigrations(executor: SqlExecutor, migrationsDir: string, options: { log: (message: string) => void }): Promise<string[]>;
