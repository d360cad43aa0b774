import { jobFunctions as registeredJobFunctions } from "@/lib/jobs/registry";
import { inngestJobFunction } from "../job-function";
import { rollUpAnalyticsSchedule } from "./analytics/roll-up-analytics";
import { sweepAuditLogSchedule } from "./audit/sweep-audit-log";
import { syncGitLinksSchedule } from "./git-sync/sync-git-links";
import { resyncApiReferencesSchedule } from "./initializers/resync-api-references";
import { dispatchDueWebhooksSchedule } from "./webhooks/dispatch-due-webhooks";

/** Every job function of lib/jobs/registry.ts as an Inngest function, served at /api/inngest. */
export const jobFunctions = registeredJobFunctions.map(inngestJobFunction);

/** Functions Inngest runs on a schedule (the app runs the same work itself without an Inngest server). */
export const scheduledFunctions = [rollUpAnalyticsSchedule, sweepAuditLogSchedule, resyncApiReferencesSchedule, dispatchDueWebhooksSchedule, syncGitLinksSchedule];
