import { db } from "../db";
import { DomainError } from "../errors";

export interface RateLimit {
  /** What is counted, e.g. `idea:customer:<workspace>:<email>`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters kept in the database, so the limit holds across app instances:
 * one atomic upsert per hit. Throws rate_limited (429 with Retry-After) past the limit.
 */
export async function hitRateLimits(limits: RateLimit[], now = new Date()): Promise<void> {
  let retryAfterSeconds = 0;
  for (const { key, limit, windowSeconds } of limits) {
    const windowMs = windowSeconds * 1000;
    const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
    const [row] = await db.$queryRaw<{ count: number }[]>`
      INSERT INTO "RateLimitWindow" ("key", "windowStart", "count") VALUES (${key}, (${windowStart.toISOString()}::timestamptz AT TIME ZONE 'UTC'), 1)
      ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "RateLimitWindow"."count" + 1
      RETURNING "count"`;
    if (row!.count > limit) {
      retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
    }
  }
  if (Math.random() < 0.01) void pruneExpiredWindows(now);
  if (retryAfterSeconds > 0) {
    throw new DomainError("rate_limited", `Too many requests; try again in ${retryAfterSeconds} seconds.`, { retryAfterSeconds });
  }
}

/** Windows older than a day are of no further use. */
async function pruneExpiredWindows(now: Date) {
  await db.rateLimitWindow.deleteMany({ where: { windowStart: { lt: new Date(now.getTime() - 86_400_000) } } }).catch(() => {});
}
