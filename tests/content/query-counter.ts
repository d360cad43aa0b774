import pg from "pg";

/**
 * Counts SQL statements sent to the database while `work` runs, at pg's Client (what Prisma's
 * adapter calls, for the embedded database and a server alike).
 */
export async function countQueries(work: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    count++;
    return query.apply(this, args);
  };
  try {
    await work();
  } finally {
    prototype.query = query;
  }
  return count;
}
