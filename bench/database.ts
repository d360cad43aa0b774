import { readdirSync, readFileSync } from "node:fs";
import pg from "pg";

/** The database the server uses: BENCH_DATABASE_URL, or the embedded one's socket, found by its process. */
export function databaseConfig(): pg.ClientConfig {
  if (process.env.BENCH_DATABASE_URL) return { connectionString: process.env.BENCH_DATABASE_URL };
  // The run's temporary directory (bench/run.ts) holds the socket of this run's database only.
  const runDirectory = process.env.TMPDIR ?? "";
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
      const socket = args.find((arg) => arg.startsWith(runDirectory) && arg.includes(".s.PGSQL."));
      if (socket && args.some((arg) => arg.endsWith("embedded-database.mjs"))) {
        return { host: socket.slice(0, socket.lastIndexOf("/")), port: Number(socket.split(".").at(-1)), user: "postgres", database: "postgres" };
      }
    } catch {
      // The process ended meanwhile.
    }
  }
  throw new Error("the embedded database's socket was not found");
}

/** Puts an organization on a plan (benches of paid features). */
export async function setPlan(organizationId: string, plan: string): Promise<void> {
  const database = new pg.Client(databaseConfig());
  await database.connect();
  try {
    await database.query(`UPDATE "Organization" SET "plan" = $2 WHERE "id" = $1`, [organizationId, plan]);
  } finally {
    await database.end();
  }
}
