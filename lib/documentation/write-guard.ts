import { db } from "../db";
import { DomainError, notFound } from "../errors";
import { Prisma } from "../generated/prisma/client";

export type Transaction = Prisma.TransactionClient;

export interface WriteOptions {
  /**
   * Take the project row exclusively (FOR UPDATE) instead of shared: serializes operations
   * that must see each other's effects, such as version designations and initialization.
   */
  exclusive?: boolean;
  /** Transaction timeout for large writes (batch creation), in milliseconds. */
  timeoutMs?: number;
}

/**
 * The one gate for every write to a project's content. Inside one transaction it locks the
 * project row, then refuses with 423 while a restore holds the project. Ordinary writes take
 * a shared lock so they run side by side, yet a restore setting `lockedAt` (an UPDATE of
 * the same row) waits for them and every later write sees the lock.
 */
export async function writeToDocumentation<T>(
  documentationId: string,
  work: (tx: Transaction) => Promise<T>,
  options: WriteOptions = {},
): Promise<T> {
  return db.$transaction(
    async (tx) => {
      await lockDocumentationForWrite(tx, documentationId, options.exclusive ?? false);
      return work(tx);
    },
    { timeout: options.timeoutMs ?? 15_000, maxWait: 10_000 },
  );
}

/** For writes that already run in a transaction of their own. */
export async function lockDocumentationForWrite(tx: Transaction, documentationId: string, exclusive: boolean) {
  const mode = Prisma.raw(exclusive ? "FOR UPDATE" : "FOR SHARE");
  const rows = await tx.$queryRaw<{ lockedAt: Date | null; lockReason: string | null }[]>`
    SELECT "lockedAt", "lockReason" FROM "Documentation" WHERE "id" = ${documentationId} ${mode}`;
  const row = rows[0];
  if (!row) throw notFound("Documentation");
  if (row.lockedAt) {
    throw new DomainError("locked", `The documentation is read-only while ${row.lockReason ?? "a restore"} runs; retry shortly.`, {
      extensions: { locked_at: row.lockedAt.toISOString() },
    });
  }
}

/**
 * The same refusal before a long write starts outside a transaction (a streamed upload),
 * so a locked project is not sent bytes it will refuse; the final write checks again.
 */
export async function assertWritable(documentationId: string) {
  await db.$transaction((tx) => lockDocumentationForWrite(tx, documentationId, false));
}
