import type { JobFunction } from "@/lib/jobs/types";
import { publishDocumentation } from "./publishing/publish-documentation";
import { deliverEventPushJob } from "./push/deliver-event-push";

/** Every background function: served at /api/inngest and resumed by the in-process runner. */
export const jobFunctions = [publishDocumentation, deliverEventPushJob] as unknown as JobFunction[];
