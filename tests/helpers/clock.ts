const dayMs = 86_400_000;

/**
 * Waits past the next midnight (UTC) when it is less than `seconds` away, and answers the day
 * then: a test that counts by day (analytics, a visitor's daily hash) must see only one.
 */
export async function dayClearOfMidnight(seconds: number): Promise<string> {
  const untilMidnight = dayMs - (Date.now() % dayMs);
  if (untilMidnight < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, untilMidnight + 1000));
  return new Date().toISOString().slice(0, 10);
}
