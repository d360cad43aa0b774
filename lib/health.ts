import { z } from "zod";
import { db, databaseMode, databaseModes } from "./db";

const mode = z.enum(databaseModes).describe("`postgres` (DATABASE_URL), or the embedded database on disk or in memory");

/** What /api/health answers: 200 when the database answers, else 503. */
export const HealthView = z
  .object({
    status: z.enum(["ok", "degraded"]),
    database: z.discriminatedUnion("status", [
      z.object({ status: z.literal("ok"), mode, latency_ms: z.number().int().describe("The round trip of `SELECT 1`") }),
      z.object({ status: z.literal("unavailable"), mode, error: z.string() }),
    ]),
  })
  .meta({
    id: "Health",
    examples: [
      { status: "ok", database: { status: "ok", mode: "postgres", latency_ms: 2 } },
      { status: "degraded", database: { status: "unavailable", mode: "postgres", error: "Can't reach database server at 10.0.3.7:5432" } },
    ],
  });

export async function checkHealth(): Promise<z.output<typeof HealthView>> {
  const started = performance.now();
  try {
    await db.$queryRaw`SELECT 1`;
    return { status: "ok", database: { status: "ok", mode: databaseMode(), latency_ms: Math.round(performance.now() - started) } };
  } catch (error) {
    return { status: "degraded", database: { status: "unavailable", mode: databaseMode(), error: (error as Error).message } };
  }
}
