import { eventType, type FailureEventArgs, type StandardSchemaV1 } from "inngest";
import { z } from "zod";
import { inngest } from "@/inngest/client";
import { failJob, runJobAttempt } from "./execute";
import type { JobEvent, JobEventData, JobFunction, JobFunctionOptions, JobSteps, JsonValue } from "./types";

/** Declares the typed event that starts a job with the given input. */
export function jobEvent<Input extends Record<string, unknown>>(name: string, input: z.ZodType<Input>): JobEvent<Input> {
  const schema = z.object({ jobId: z.string(), input }) as unknown as StandardSchemaV1<JobEventData<Input>>;
  return { name, input, type: eventType(name, { schema }) };
}

/**
 * Defines a background function once: the same handler is registered with Inngest
 * (served at /api/inngest) and runs in the in-process runner when no Inngest server is
 * configured. Its event carries the job id and the typed input.
 */
export function defineJobFunction<Input extends Record<string, unknown>>(
  options: JobFunctionOptions<Input>,
): JobFunction<Input> {
  const retries = options.retries ?? 2;
  const fn: JobFunction<Input> = {
    id: options.id,
    retries,
    trigger: options.trigger,
    handler: options.handler,
    onFailure: options.onFailure,
    inngestFunction: inngest.createFunction(
      {
        id: options.id,
        triggers: [options.trigger.type],
        retries: retries as 0,
        onFailure: async ({ event: failure, error }: FailureEventArgs) => {
          const data = failure.data.event.data as JobEventData<Input>;
          await failJob(fn, data.jobId, data.input, error);
        },
      },
      async ({ event: received, step, attempt }) => {
        const data = received.data as JobEventData<Input>;
        const steps: JobSteps = {
          run: <T extends JsonValue | void>(id: string, work: () => Promise<T>) => step.run(id, work) as Promise<T>,
        };
        return runJobAttempt(fn, data.jobId, data.input, steps, attempt);
      },
    ),
  };
  return fn;
}
