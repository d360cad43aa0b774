import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DomainError } from "@/lib/errors";
import { db } from "@/lib/db";
import { hitRateLimits, pruneExpiredRateLimitWindows } from "@/lib/feedback/rate-limit";

const windowSeconds = 300;
const limit = 5;
/**
 * A window's start, in milliseconds: a moment on a boundary of every window of this file, two
 * hours ago, so that its windows are never old enough for any run's pruning.
 */
const boundary = Math.floor(Date.now() / 3_600_000) * 3_600_000 - 2 * 3_600_000;

/** Hits the key at `at`: null when allowed, the seconds of Retry-After when refused. */
async function hit(key: string, at: number): Promise<number | null> {
  try {
    await hitRateLimits([{ key, limit, windowSeconds }], new Date(at));
    return null;
  } catch (error) {
    if (error instanceof DomainError && error.code === "rate_limited") return (error.details as { retryAfterSeconds: number }).retryAfterSeconds;
    throw error;
  }
}

async function hits(key: string, times: number[]): Promise<(number | null)[]> {
  const results: (number | null)[] = [];
  for (const at of times) results.push(await hit(key, at));
  return results;
}

describe("rate limits", () => {
  it("let the limit through in a window, then refuse until the window has slid past", async () => {
    const key = `test:${randomUUID()}`;
    const start = boundary + 10_000;
    expect(await hits(key, [0, 1, 2, 3, 4].map((n) => start + n))).toEqual([null, null, null, null, null]);
    const refused = await hit(key, start + 5);
    // Six hits counted in this window: one more is allowed a third of the way into the next, when
    // 6 × 2/3 + 1 is within the limit.
    expect(refused).toBe(windowSeconds - 10 + windowSeconds / 3);
  });

  it("let no more than the limit through across a window's boundary", async () => {
    const key = `test:${randomUUID()}`;
    const beforeBoundary = [3, 2, 1].map((n) => boundary - n * 1000);
    const afterBoundary = [1, 2, 3, 4, 5].map((n) => boundary + n * 1000);
    const results = await hits(key, [...beforeBoundary, ...afterBoundary]);
    // Fixed windows let 3 + 5 through; the sliding window lets the limit through.
    expect(results.filter((result) => result === null)).toHaveLength(limit);
    expect(results.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(results.slice(5).every((result) => result !== null && result > 0)).toBe(true);
  });

  it("forget hits as the window slides past them", async () => {
    const key = `test:${randomUUID()}`;
    expect(await hits(key, [1, 2, 3, 4, 5].map((n) => boundary - n * 1000))).toEqual([null, null, null, null, null]);
    // Half a window later, half of those five still count: two more fit, the third does not.
    const halfWay = boundary + (windowSeconds / 2) * 1000;
    const later = await hits(key, [halfWay, halfWay + 1, halfWay + 2]);
    expect(later.slice(0, 2)).toEqual([null, null]);
    expect(later[2]).toBeGreaterThan(0);
    // A whole window on, only this window's hits count.
    const nextWindow = boundary + windowSeconds * 1000;
    expect(await hits(key, [0, 1].map((n) => nextWindow + (windowSeconds - 1) * 1000 + n))).toEqual([null, null]);
  });

  it("keep a window while a limit still counts it, however long the limit's window", async () => {
    const dayMs = 86_400_000;
    const yearly = { key: `test:${randomUUID()}`, limit: 100, windowSeconds: 365 * 86_400 };
    const short = { key: `test:${randomUUID()}`, limit, windowSeconds };
    // Twenty days ago: the year's window started at least that long ago and is current still;
    // the five minutes' ended long ago.
    await hitRateLimits([yearly, short], new Date(Date.now() - 20 * dayMs));
    await pruneExpiredRateLimitWindows();
    expect(await db.rateLimitWindow.count({ where: { key: yearly.key } })).toBe(1);
    expect(await db.rateLimitWindow.count({ where: { key: short.key } })).toBe(0);
  });
});
