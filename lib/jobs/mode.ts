/** `inngest` when an Inngest server is configured, else jobs run inside the app process. */
export type JobRunner = "inngest" | "in-process";

const enabled = (value: string | undefined) => !!value && !["0", "false", "no"].includes(value.toLowerCase());

export function jobRunner(): JobRunner {
  const env = process.env;
  if (env.JOBS_RUNNER === "in-process") return "in-process";
  return env.INNGEST_EVENT_KEY || enabled(env.INNGEST_DEV) || env.INNGEST_BASE_URL || env.INNGEST_EVENT_API_BASE_URL
    ? "inngest"
    : "in-process";
}
