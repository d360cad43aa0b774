import type { z } from "zod";

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** The step interface job handlers are written against, whichever runner executes them. */
export interface JobSteps {
  /**
   * Runs `work` once per job: its result is memoized (in Inngest's state or in the JobStep
   * table) and replayed when the job is retried or resumed, so completed steps never rerun.
   * Each step must itself be safe to repeat if the process dies before its result is saved.
   */
  run<T extends JsonValue | void>(id: string, work: () => Promise<T>): Promise<T>;
}

export interface JobRunContext<Input> {
  jobId: string;
  input: Input;
  /** 0 on the first attempt. */
  attempt: number;
  step: JobSteps;
  /** Records progress on the job row (not memoized: safe to repeat). */
  reportProgress(done: number, total: number): Promise<void>;
}

export interface JobFailureContext<Input> {
  jobId: string;
  input: Input;
  error: string;
}

/** The named event that starts a job: its data is the job id and the job's input. */
export interface JobEvent<Input extends Record<string, unknown>> {
  name: string;
  input: z.ZodType<Input>;
}

export interface JobFunctionOptions<Input extends Record<string, unknown>> {
  /** Stable function id, e.g. `publish-documentation`. */
  id: string;
  /** What the job does ("Publish a project"): the audit log's description of its change. */
  summary: string;
  /** The event that triggers it (declared with `jobEvent` beside the function). */
  trigger: JobEvent<Input>;
  /** Retries after the first attempt. */
  retries?: number;
  handler(context: JobRunContext<Input>): Promise<JsonValue | void>;
  /** Undoes what a failed job must not leave behind (e.g. a lock). Must be idempotent. */
  onFailure?(context: JobFailureContext<Input>): Promise<void>;
}

export type JobEventData<Input> = { jobId: string; input: Input };

export interface JobFunction<Input extends Record<string, unknown> = Record<string, unknown>>
  extends Required<Pick<JobFunctionOptions<Input>, "id" | "summary" | "retries" | "trigger">>,
    Pick<JobFunctionOptions<Input>, "handler" | "onFailure"> {}
