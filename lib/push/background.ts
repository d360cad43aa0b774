import { log } from "../log";

const running = new Set<Promise<void>>();

/**
 * Runs work after the caller has answered, without blocking it; failures are logged.
 * In-process: work still running when the process stops is lost (push delivery is
 * best-effort, like the push services themselves).
 */
export function runInBackground(name: string, work: () => Promise<void>): void {
  const task = Promise.resolve()
    .then(work)
    .catch((error: unknown) => log.error("background task failed", { task: name, error: error instanceof Error ? error.message : String(error) }))
    .finally(() => running.delete(task));
  running.add(task);
}

/** Waits for background work started so far (graceful shutdown, tests). */
export async function settleBackgroundWork(): Promise<void> {
  while (running.size > 0) await Promise.all([...running]);
}
