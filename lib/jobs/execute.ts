import { NonRetriableError } from "inngest";
import { recordJob } from "../audit/job";
import { outsideAuditScope } from "../audit/scope";
import { db } from "../db";
import { DomainError } from "../errors";
import { Prisma } from "../generated/prisma/client";
import { log } from "../log";
import type { JobFunction, JobSteps, JsonValue } from "./types";

/**
 * One attempt of a job, shared by both runners: marks it in progress, runs the handler and
 * records the outcome. A job that already finished is left alone, so a redelivered event or
 * a resumed run never applies anything twice.
 */
export async function runJobAttempt<Input extends Record<string, unknown>>(
  fn: JobFunction<Input>,
  jobId: string,
  input: Input,
  step: JobSteps,
  attempt: number,
): Promise<JsonValue | void> {
  const job = await db.job.findUnique({
    where: { id: jobId },
    select: { status: true, startedAt: true, organizationId: true, documentationId: true, startedById: true },
  });
  if (!job || job.status === "completed" || job.status === "failed") return;
  const now = new Date();
  await db.job.update({
    where: { id: jobId },
    data: { status: "in_progress", startedAt: job.startedAt ?? now, heartbeatAt: now, attempts: attempt + 1, error: null },
  });
  // Reports are written in the order they were made: workers running side by side report
  // concurrently, and a late write of an older count would otherwise be the last word.
  let reported = Promise.resolve();
  let output: JsonValue | void;
  try {
    // The job's changes are recorded in the audit log, with the job as their actor.
    output = await recordJob({ id: jobId, functionId: fn.id, summary: fn.summary, ...job }, () =>
      fn.handler({
        jobId,
        input,
        attempt,
        step,
        reportProgress: (done, total) =>
          (reported = reported.catch(() => {}).then(() => outsideAuditScope(() => reportProgress(jobId, done, total)))),
      }),
    );
  } catch (error) {
    log.warn("job attempt failed", { job_id: jobId, function_id: fn.id, attempt, error: errorMessage(error) });
    await db.job.update({ where: { id: jobId }, data: { error: errorMessage(error) } });
    // Domain errors (a missing repository, a refused state) will not heal by retrying.
    if (error instanceof DomainError) throw new NonRetriableError(error.message, { cause: error });
    throw error;
  }
  await db.job.updateMany({
    where: { id: jobId, status: "in_progress" },
    data: {
      status: "completed",
      finishedAt: new Date(),
      output: output === undefined ? Prisma.DbNull : (output as Prisma.InputJsonValue),
      error: null,
    },
  });
  return output;
}

/**
 * Marks the job failed (unless it completed) and lets the function undo its side effects. A
 * job that recorded its output with its work (an import writes it in the transaction that
 * writes the content) completed, whatever failed after that: it is marked so instead.
 */
export async function failJob<Input extends Record<string, unknown>>(
  fn: JobFunction<Input>,
  jobId: string,
  input: Input,
  error: unknown,
): Promise<void> {
  const recorded = await db.job.updateMany({
    where: { id: jobId, status: { in: ["queued", "in_progress"] }, NOT: { output: { equals: Prisma.DbNull } } },
    data: { status: "completed", finishedAt: new Date(), error: null },
  });
  if (recorded.count > 0) return;
  const message = errorMessage(error);
  const { count } = await db.job.updateMany({
    where: { id: jobId, status: { in: ["queued", "in_progress"] } },
    data: { status: "failed", finishedAt: new Date(), error: message },
  });
  if (count === 0) return;
  log.error("job failed", { job_id: jobId, function_id: fn.id, error: message });
  await fn.onFailure?.({ jobId, input, error: message });
}

export async function reportProgress(jobId: string, done: number, total: number): Promise<void> {
  await db.job.update({ where: { id: jobId }, data: { progressDone: done, progressTotal: total, heartbeatAt: new Date() } });
}

export function isRetriable(error: unknown): boolean {
  return !(error instanceof NonRetriableError || error instanceof DomainError);
}

export function errorMessage(error: unknown): string {
  const cause = error instanceof NonRetriableError && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}
