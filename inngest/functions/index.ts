import type { JobFunction } from "@/lib/jobs/types";
import { rollUpAnalyticsSchedule } from "./analytics/roll-up-analytics";
import { sweepAuditLogSchedule } from "./audit/sweep-audit-log";
import { backupDocumentation } from "./backups/backup-documentation";
import { restoreDocumentation } from "./backups/restore-documentation";
import { importDocumentation } from "./initializers/import-documentation";
import { resyncApiReferencesSchedule } from "./initializers/resync-api-references";
import { publishDocumentation } from "./publishing/publish-documentation";
import { deliverEventPushJob } from "./push/deliver-event-push";
import { deliverWebhooksJob, dispatchDueWebhooksSchedule } from "./webhooks/deliver-webhooks";

/** Every background function: served at /api/inngest and resumed by the in-process runner. */
export const jobFunctions = [publishDocumentation, backupDocumentation, restoreDocumentation, importDocumentation, deliverEventPushJob, deliverWebhooksJob] as unknown as JobFunction[];

/** Functions Inngest runs on a schedule (the app runs the same work itself without an Inngest server). */
export const scheduledFunctions = [rollUpAnalyticsSchedule, sweepAuditLogSchedule, resyncApiReferencesSchedule, dispatchDueWebhooksSchedule];
