/**
 * Background jobs for any domain.
 *
 * 1. Define a function once in its domain's `jobs.ts`:
 *
 *      // lib/push/jobs.ts
 *      export const pushNotificationRequested = jobEvent("push/notification.requested", z.object({ subscriptionId: z.string() }));
 *      export const sendPushNotification = defineJobFunction({
 *        id: "send-push-notification",
 *        summary: "Send a push notification",
 *        trigger: pushNotificationRequested,
 *        handler: async ({ input, step, reportProgress }) => {
 *          await step.run("deliver", () => deliver(input.subscriptionId));
 *        },
 *      });
 *
 *    and add it to `lib/jobs/registry.ts` (resumed at start; inngest/ serves it at /api/inngest).
 * 2. Start it from a service: `const job = await dispatchJob(sendPushNotification, input, meta)`.
 *    To create the job in the same transaction as other rows, call `createJob(tx, ...)`
 *    inside the transaction and `startJob(fn, job)` after it commits.
 * 3. Read its state with `getJob(id)`: status (queued, in_progress, completed, failed),
 *    progress, error, output. The state lives in the Job table whichever runner runs it.
 *
 * With an Inngest server configured (INNGEST_EVENT_KEY, INNGEST_DEV or INNGEST_BASE_URL) the
 * event is sent to it; otherwise the job runs in this process (lib/jobs/in-process-runner.ts).
 * Write each `step.run` so that repeating it is harmless: a retry replays finished steps from
 * their memoized results and reruns only the step that was interrupted.
 */
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { failJob } from "./execute";
import { inngest } from "./inngest-client";
import { runInProcess } from "./in-process-runner";
import { jobRunner } from "./mode";
import type { JobFunction } from "./types";

export interface JobMeta {
  organizationId?: string;
  documentationId?: string;
  startedById?: string;
}

export type JobRecord = Prisma.JobGetPayload<object>;

type Client = Prisma.TransactionClient | typeof db;

/** Records a queued job (inside the caller's transaction if given). */
export async function createJob<Input extends Record<string, unknown>>(
  client: Client,
  fn: JobFunction<Input>,
  input: Input,
  meta: JobMeta = {},
): Promise<JobRecord> {
  return client.job.create({
    data: {
      functionId: fn.id,
      runner: jobRunner(),
      input: fn.trigger.input.parse(input) as Prisma.InputJsonValue,
      organizationId: meta.organizationId,
      documentationId: meta.documentationId,
      startedById: meta.startedById,
    },
  });
}

/** Hands a created job to its runner. A job that cannot be started is marked failed. */
export async function startJob<Input extends Record<string, unknown>>(fn: JobFunction<Input>, job: JobRecord): Promise<void> {
  const input = job.input as Input;
  if (job.runner === "in-process") {
    runInProcess(fn, job.id, input);
    return;
  }
  try {
    // The job id doubles as the event id, so a resent event is deduplicated by Inngest.
    await inngest.send({ name: fn.trigger.name, data: { jobId: job.id, input }, id: job.id });
  } catch (error) {
    await failJob(fn, job.id, input, error);
    throw error;
  }
}

export async function dispatchJob<Input extends Record<string, unknown>>(
  fn: JobFunction<Input>,
  input: Input,
  meta: JobMeta = {},
): Promise<JobRecord> {
  const job = await createJob(db, fn, input, meta);
  await startJob(fn, job);
  return job;
}

export function getJob(id: string): Promise<JobRecord | null> {
  return db.job.findUnique({ where: { id } });
}
