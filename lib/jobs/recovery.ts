import { databaseMode } from "../db";
import { log } from "../log";
import { errorMessage } from "./execute";
import { recoverInterruptedJobs, staleAfterMs } from "./in-process-runner";

/** The job functions load only when a job is to be resumed: they are most of a start's modules. */
const loadJobFunctions = async () => (await import("./registry")).jobFunctions;

/**
 * At start and then periodically: resumes (or fails) in-process jobs whose process died.
 * Periodic, because on a server a job interrupted moments before a restart looks alive until
 * its heartbeat goes stale (another instance may be running it). The embedded database has
 * one process (lib/db/ownership.ts), so at its start every unfinished job was interrupted.
 */
export async function startJobRecovery(): Promise<void> {
  const sweep = async (options?: { staleAfterMs: number }) => {
    try {
      const { resumed, failed } = await recoverInterruptedJobs(loadJobFunctions, options);
      if (resumed.length + failed.length > 0) log.info("interrupted jobs recovered", { resumed, failed });
    } catch (error) {
      log.error("job recovery failed", { error: errorMessage(error) });
    }
  };
  await sweep(databaseMode() === "postgres" ? undefined : { staleAfterMs: 0 });
  setInterval(sweep, staleAfterMs).unref();
}
