import { Inngest } from "inngest";

/**
 * The Inngest client. It sends events to an Inngest server only when one is configured
 * (lib/jobs/mode.ts); otherwise jobs run in this process and nothing is sent.
 */
export const inngest = new Inngest({ id: "docs-platform" });
