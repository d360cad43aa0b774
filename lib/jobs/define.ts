import type { z } from "zod";
import type { JobEvent, JobFunction, JobFunctionOptions } from "./types";

/** Declares the event, by name, that starts a job with the given input. */
export function jobEvent<Input extends Record<string, unknown>>(name: string, input: z.ZodType<Input>): JobEvent<Input> {
  return { name, input };
}

/**
 * Defines a background function once, in its domain's jobs.ts, and lists it in
 * lib/jobs/registry.ts: the in-process runner runs its handler when no Inngest server is
 * configured, and the adapter in inngest/ registers the same handler with Inngest. Its event
 * carries the job id and the typed input.
 */
export function defineJobFunction<Input extends Record<string, unknown>>(options: JobFunctionOptions<Input>): JobFunction<Input> {
  return {
    id: options.id,
    summary: options.summary,
    retries: options.retries ?? 2,
    trigger: options.trigger,
    handler: options.handler,
    onFailure: options.onFailure,
  };
}
