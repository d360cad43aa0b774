import pg from "pg";
import { embeddedDatabase } from "@/lib/db";

/**
 * Counts SQL statements sent to the database while `work` runs, at the driver: the PGlite
 * instance in embedded mode, pg's Client in server mode (what Prisma's adapters call).
 */
export async function countQueries(work: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const embedded = embeddedDatabase();
  if (embedded) {
    const query = embedded.query.bind(embedded);
    embedded.query = ((...args: Parameters<typeof query>) => {
      count++;
      return query(...args);
    }) as typeof embedded.query;
    try {
      await work();
    } finally {
      embedded.query = query;
    }
    return count;
  }
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
