import { eventType, type FailureEventArgs, type InngestFunction, type StandardSchemaV1 } from "inngest";
import { z } from "zod";
import { failJob, runJobAttempt } from "@/lib/jobs/execute";
import { inngest } from "@/lib/jobs/inngest-client";
import type { JobEventData, JobFunction, JobSteps, JsonValue } from "@/lib/jobs/types";

/** A job function of lib/jobs with the Inngest function that runs it on an Inngest server. */
export type InngestJobFunction<Input extends Record<string, unknown>> = JobFunction<Input> & { inngestFunction: InngestFunction.Any };

const registered = new Map<string, InngestJobFunction<Record<string, unknown>>>();

/**
 * Registers a job function with Inngest, once per id: served at /api/inngest, it runs the same
 * attempt as the in-process runner, with Inngest's steps and retries.
 */
export function inngestJobFunction<Input extends Record<string, unknown>>(fn: JobFunction<Input>): InngestJobFunction<Input> {
  const known = registered.get(fn.id);
  if (known) return known as unknown as InngestJobFunction<Input>;
  const schema = z.object({ jobId: z.string(), input: fn.trigger.input }) as unknown as StandardSchemaV1<JobEventData<Input>>;
  const inngestFunction = inngest.createFunction(
    {
      id: fn.id,
      triggers: [eventType(fn.trigger.name, { schema })],
      retries: fn.retries as 0,
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
  );
  const adapted: InngestJobFunction<Input> = { ...fn, inngestFunction };
  registered.set(fn.id, adapted as unknown as InngestJobFunction<Record<string, unknown>>);
  return adapted;
}
