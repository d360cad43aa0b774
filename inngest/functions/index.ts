import type { JobFunction } from "@/lib/jobs/types";
import { backupDocumentation } from "./backups/backup-documentation";
import { restoreDocumentation } from "./backups/restore-documentation";
import { importDocumentation } from "./initializers/import-documentation";
import { publishDocumentation } from "./publishing/publish-documentation";
import { deliverEventPushJob } from "./push/deliver-event-push";

/** Every background function: served at /api/inngest and resumed by the in-process runner. */
export const jobFunctions = [publishDocumentation, backupDocumentation, restoreDocumentation, importDocumentation, deliverEventPushJob] as unknown as JobFunction[];
