/**
 * Runs `task` once `firstAfterMs` has passed, then every `everyMs`, without keeping the process
 * alive for it.
 */
export function runPeriodically(task: () => Promise<unknown>, { firstAfterMs, everyMs }: { firstAfterMs: number; everyMs: number }): void {
  setTimeout(() => {
    void task();
    setInterval(() => void task(), everyMs).unref();
  }, firstAfterMs).unref();
}
