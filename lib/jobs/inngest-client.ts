import { Inngest } from "inngest";

/**
 * The Inngest client. Jobs send their events through it only when an Inngest server is
 * configured (lib/jobs/mode.ts); otherwise they run in this process and nothing is sent.
 * The functions it runs are registered by the adapter in inngest/.
 */
export const inngest = new Inngest({ id: "docs-platform" });
