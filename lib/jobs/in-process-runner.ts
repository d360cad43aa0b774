import { outsideAuditScope } from "../audit/scope";
import { db } from "../db";
import { log } from "../log";
import { errorMessage, failJob, isRetriable, runJobAttempt } from "./execute";
import type { JobFunction, JobSteps, JsonValue } from "./types";

/**
 * Runs jobs inside the app process when no Inngest server is configured. Step results are
 * memoized in the JobStep table, so a retry (or a resume after the process died) skips the
 * steps already done. A heartbeat on the job row tells a later start that a job was
 * interrupted (see recoverInterruptedJobs).
 */
const concurrency = Math.max(1, Number(process.env.JOBS_CONCURRENCY ?? 2));
/** A job whose heartbeat is older than this belongs to a process that died. */
export const staleAfterMs = Number(process.env.JOBS_STALE_AFTER_MS ?? 30_000);
/** Several heartbeats fit in the stale time, so a slow write never makes a live job look dead. */
const heartbeatMs = staleAfterMs / 6;

interface Pending {
  fn: JobFunction<Record<string, unknown>>;
  jobId: string;
  input: Record<string, unknown>;
}

interface RunnerState {
  queue: Pending[];
  active: number;
  running: Map<string, Promise<void>>;
  idle: Set<() => void>;
}

// On globalThis so that dev reloads and every route bundle share one queue.
const state = globalThis as typeof globalThis & { __docsJobs?: RunnerState };
const jobs: RunnerState = (state.__docsJobs ??= { queue: [], active: 0, running: new Map(), idle: new Set() });

export function runInProcess<Input extends Record<string, unknown>>(fn: JobFunction<Input>, jobId: string, input: Input): void {
  if (jobs.running.has(jobId) || jobs.queue.some((pending) => pending.jobId === jobId)) return;
  jobs.queue.push({ fn: fn as unknown as JobFunction<Record<string, unknown>>, jobId, input });
  pump();
}

/** Resolves when no in-process job is queued or running (tests, graceful shutdown). */
export function inProcessJobsIdle(): Promise<void> {
  if (jobs.active === 0 && jobs.queue.length === 0) return Promise.resolve();
  return new Promise((resolve) => jobs.idle.add(resolve));
}

function pump() {
  while (jobs.active < concurrency && jobs.queue.length > 0) {
    const next = jobs.queue.shift()!;
    jobs.active++;
    // A job started by a request is its own audited action, not part of the request's.
    const run = outsideAuditScope(() => execute(next))
      .catch((error) => log.error("in-process job crashed", { job_id: next.jobId, error: errorMessage(error) }))
      .finally(() => {
        jobs.active--;
        jobs.running.delete(next.jobId);
        pump();
        if (jobs.active === 0 && jobs.queue.length === 0) {
          for (const resolve of jobs.idle) resolve();
          jobs.idle.clear();
        }
      });
    jobs.running.set(next.jobId, run);
  }
}

async function execute({ fn, jobId, input }: Pending): Promise<void> {
  const heartbeat = setInterval(() => {
    db.job.update({ where: { id: jobId }, data: { heartbeatAt: new Date() } }).catch(() => {});
  }, heartbeatMs);
  heartbeat.unref();
  try {
    for (;;) {
      const job = await db.job.findUnique({ where: { id: jobId }, select: { attempts: true } });
      if (!job) return;
      const attempt = job.attempts;
      try {
        await runJobAttempt(fn, jobId, input, await memoizedSteps(jobId), attempt);
        return;
      } catch (error) {
        if (!isRetriable(error) || attempt + 1 > fn.retries) {
          await failJob(fn, jobId, input, error);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt));
      }
    }
  } finally {
    clearInterval(heartbeat);
  }
}

async function memoizedSteps(jobId: string): Promise<JobSteps> {
  const done = await db.jobStep.findMany({ where: { jobId }, select: { stepId: true, output: true } });
  const memo = new Map(done.map((row) => [row.stepId, (row.output as { value?: JsonValue } | null)?.value]));
  return {
    async run<T extends JsonValue | void>(id: string, work: () => Promise<T>): Promise<T> {
      if (memo.has(id)) return memo.get(id) as T;
      const value = await work();
      // Wrapped so that `undefined` and `null` results replay as themselves.
      const output = value === undefined ? {} : { value };
      // One JSON parameter: Prisma's upsert passes a large output (a publish's plan, about
      // 400 KB for 1,000 pages) through its query compiler value by value, at four times the
      // cost of the write itself.
      await db.$executeRaw`
        INSERT INTO "JobStep" ("jobId", "stepId", "output") VALUES (${jobId}, ${id}, ${JSON.stringify(output)}::jsonb)
        ON CONFLICT ("jobId", "stepId") DO UPDATE SET "output" = EXCLUDED."output"`;
      memo.set(id, value as JsonValue | undefined);
      return value;
    },
  };
}

/**
 * Jobs of the in-process runner that a dead process left queued or in progress: each is
 * claimed (so two starting processes do not both take it), then resumed from its memoized
 * steps while attempts remain, else marked failed and its failure handler run.
 */
export async function recoverInterruptedJobs(
  loadFunctions: () => Promise<JobFunction<Record<string, unknown>>[]>,
  options: { staleAfterMs?: number } = {},
): Promise<{ resumed: string[]; failed: string[] }> {
  const threshold = new Date(Date.now() - (options.staleAfterMs ?? staleAfterMs));
  const candidates = await db.job.findMany({
    where: {
      runner: "in-process",
      status: { in: ["queued", "in_progress"] },
      OR: [{ heartbeatAt: { lt: threshold } }, { heartbeatAt: null, createdAt: { lt: threshold } }],
    },
    select: { id: true, functionId: true, input: true, attempts: true, heartbeatAt: true },
  });
  if (candidates.length === 0) return { resumed: [], failed: [] };
  const byId = new Map((await loadFunctions()).map((fn) => [fn.id, fn]));
  const resumed: string[] = [];
  const failed: string[] = [];
  for (const job of candidates) {
    if (jobs.running.has(job.id)) continue;
    const claimed = await db.job.updateMany({
      where: { id: job.id, heartbeatAt: job.heartbeatAt, status: { in: ["queued", "in_progress"] } },
      data: { heartbeatAt: new Date() },
    });
    if (claimed.count === 0) continue;
    const fn = byId.get(job.functionId);
    const input = job.input as Record<string, unknown>;
    if (!fn) {
      await db.job.update({ where: { id: job.id }, data: { status: "failed", finishedAt: new Date(), error: "Unknown job function." } });
      failed.push(job.id);
    } else if (job.attempts > fn.retries) {
      await failJob(fn, job.id, input, new Error("The job was interrupted and has no attempts left."));
      failed.push(job.id);
    } else {
      log.info("resuming interrupted job", { job_id: job.id, function_id: fn.id });
      runInProcess(fn, job.id, input);
      resumed.push(job.id);
    }
  }
  return { resumed, failed };
}
