/**
 * When deliveries are retried and when a failing endpoint is turned off. Read on each use,
 * so configuration (and tests) can change them.
 */

/** Waits before each retry, in seconds: the Standard Webhooks schedule (about 28 hours in all). */
const defaultRetrySchedule = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600];

function numbers(value: string | undefined): number[] | null {
  if (!value?.trim()) return null;
  const parsed = value.split(",").map((item) => Number(item.trim()));
  return parsed.every((item) => Number.isFinite(item) && item >= 0) ? parsed : null;
}

/** Milliseconds to wait after failed attempt `attempt` (1-based); null when none remains. */
export function retryDelayMs(attempt: number): number | null {
  const schedule = numbers(process.env.WEBHOOK_RETRY_SCHEDULE) ?? defaultRetrySchedule;
  const seconds = schedule[attempt - 1];
  return seconds === undefined ? null : Math.round(seconds * 1000);
}

/**
 * An endpoint is disabled once this many attempts in a row have failed and the first of them
 * is at least this old: one bad hour does not turn an endpoint off, a broken one stops
 * receiving (and being retried) within about a day.
 */
export function disablingThreshold() {
  return {
    failures: Number(process.env.WEBHOOK_DISABLE_AFTER_FAILURES ?? 15),
    afterMs: Number(process.env.WEBHOOK_DISABLE_AFTER_HOURS ?? 24) * 3_600_000,
  };
}

/** One attempt, connection to last byte read. */
export const deliveryTimeoutMs = () => Number(process.env.WEBHOOK_TIMEOUT_MS ?? 15_000);

/** A job's claim on a due delivery; a claim older than this (a crashed job) is taken again. */
export const claimTimeoutMs = 5 * 60_000;

/** The response body kept in the delivery log. */
export const excerptBytes = 1024;

/** How one delivery attempt ended. */
export type AttemptResult = "succeeded" | "retrying" | "failed" | "skipped";
