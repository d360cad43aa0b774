import { db, databaseMode } from "./db";

export async function checkHealth() {
  const started = performance.now();
  try {
    await db.$queryRaw`SELECT 1`;
    return { status: "ok" as const, database: { status: "ok", mode: databaseMode(), latency_ms: Math.round(performance.now() - started) } };
  } catch (error) {
    return { status: "degraded" as const, database: { status: "unavailable", mode: databaseMode(), error: (error as Error).message } };
  }
}
