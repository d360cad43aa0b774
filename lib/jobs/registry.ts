import { backupDocumentation, restoreDocumentation } from "../backups/jobs";
import { syncGitLink } from "../git-sync/jobs";
import { importDocumentation } from "../initializers/imports/jobs";
import { publishDocumentation } from "../publishing/jobs";
import { deliverEventPushJob } from "../push/jobs";
import { deliverWebhooksJob } from "../webhooks/jobs";
import type { JobFunction } from "./types";

/**
 * Every background function, by its id: resumed by the in-process runner after a crash
 * (lib/jobs/recovery.ts) and registered with Inngest by the adapter in inngest/.
 */
export const jobFunctions = [
  publishDocumentation,
  backupDocumentation,
  restoreDocumentation,
  importDocumentation,
  deliverEventPushJob,
  deliverWebhooksJob,
  syncGitLink,
] as unknown as JobFunction[];
