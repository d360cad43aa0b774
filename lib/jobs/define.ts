import { eventType, type FailureEventArgs, type StandardSchemaV1 } from "inngest";
import { z } from "zod";
import { inngest } from "@/inngest/client";
import { failJob, runJobAttempt } from "./execute";
import type { JobEventData, JobFunction, JobFunctionOptions, JobSteps, JsonValue } from "./types";

/**
 * Defines a background function once: the same handler is registered with Inngest
 * (served at /api/inngest) and runs in the in-process runner when no Inngest server is
 * configured. Its event carries the job id and the typed input.
 */
export function defineJobFunction<Input extends Record<string, unknown>>(
  options: JobFunctionOptions<Input>,
): JobFunction<Input> {
  const schema = z.object({ jobId: z.string(), input: options.input }) as unknown as StandardSchemaV1<JobEventData<Input>>;
  const event = eventType(options.event, { schema });
  const retries = options.retries ?? 2;
  const fn: JobFunction<Input> = {
    id: options.id,
    retries,
    input: options.input,
    handler: options.handler,
    onFailure: options.onFailure,
    event,
    inngestFunction: inngest.createFunction(
      {
        id: options.id,
        triggers: [event],
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
