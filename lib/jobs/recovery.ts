import { log } from "../log";
import { errorMessage } from "./execute";
import { recoverInterruptedJobs, staleAfterMs } from "./in-process-runner";
import { jobFunctions } from "./registry";

/**
 * At start and then periodically: resumes (or fails) in-process jobs whose process died.
 * Periodic, because a job interrupted moments before a restart looks alive until its
 * heartbeat goes stale.
 */
export async function startJobRecovery(): Promise<void> {
  const sweep = async () => {
    try {
      const { resumed, failed } = await recoverInterruptedJobs(jobFunctions);
      if (resumed.length + failed.length > 0) log.info("interrupted jobs recovered", { resumed, failed });
    } catch (error) {
      log.error("job recovery failed", { error: errorMessage(error) });
    }
  };
  await sweep();
  setInterval(sweep, staleAfterMs).unref();
}
