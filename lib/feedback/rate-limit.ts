import { db } from "../db";
import { DomainError } from "../errors";

export interface RateLimit {
  /** What is counted, e.g. `idea:customer:<workspace>:<email>`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

/** A moment as the ISO text the statements read as UTC. */
const utc = (ms: number) => new Date(ms).toISOString();

/**
 * Sliding-window counters kept in the database, so the limit holds across app instances: one
 * atomic upsert per hit, which also reads the previous window's count. A hit is refused when
 * the previous window's count, weighted by how much of it the sliding window still covers,
 * plus the current window's, is over the limit. Fixed windows let twice the limit through
 * across a boundary (five code attempts at the end of one window, five more at the start of
 * the next). Refused hits count too. Throws rate_limited (429 with Retry-After) past the limit.
 */
export async function hitRateLimits(limits: RateLimit[], now = new Date()): Promise<void> {
  let retryAfterSeconds = 0;
  for (const { key, limit, windowSeconds } of limits) {
    const windowMs = windowSeconds * 1000;
    const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
    const [row] = await db.$queryRaw<{ current: number; previous: number }[]>`
      WITH hit AS (
        INSERT INTO "RateLimitWindow" ("key", "windowStart", "count", "expiresAt")
        VALUES (${key}, (${utc(windowStart)}::timestamptz AT TIME ZONE 'UTC'), 1, (${utc(windowStart + 2 * windowMs)}::timestamptz AT TIME ZONE 'UTC'))
        ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "RateLimitWindow"."count" + 1
        RETURNING "count"
      )
      SELECT hit."count" AS current, COALESCE(previous."count", 0) AS previous
      FROM hit LEFT JOIN "RateLimitWindow" previous
        ON previous."key" = ${key} AND previous."windowStart" = (${utc(windowStart - windowMs)}::timestamptz AT TIME ZONE 'UTC')`;
    const { current, previous } = row!;
    const elapsed = (now.getTime() - windowStart) / windowMs;
    if (previous * (1 - elapsed) + current > limit) {
      retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil(untilNextHitAllowed(limit, previous, current, elapsed) * windowSeconds));
    }
  }
  if (Math.random() < 0.01) void pruneExpiredRateLimitWindows(now).catch(() => {});
  if (retryAfterSeconds > 0) {
    throw new DomainError("rate_limited", `Too many requests; try again in ${retryAfterSeconds} seconds.`, { retryAfterSeconds });
  }
}

/**
 * How long, in windows, until one more hit would be allowed: later in this window, as the
 * previous window's weight falls, or in the next, as this one's does.
 */
function untilNextHitAllowed(limit: number, previous: number, current: number, elapsed: number): number {
  if (current + 1 <= limit && previous > 0) return Math.max(0, 1 - (limit - current - 1) / previous - elapsed);
  return 1 - elapsed + Math.max(0, 1 - (limit - 1) / current);
}

/**
 * A window is kept this long past its expiry: each hit places its windows by its own clock (an
 * instance's, a test's chosen moment), and a window one of them still counts must not go.
 */
const expiredWindowGraceMs = 86_400_000;

/** Deletes the windows past their expiry: whatever limit made them, none counts them any more. */
export async function pruneExpiredRateLimitWindows(now = new Date()): Promise<void> {
  await db.rateLimitWindow.deleteMany({ where: { expiresAt: { lt: new Date(now.getTime() - expiredWindowGraceMs) } } });
}
