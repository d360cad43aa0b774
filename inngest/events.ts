import { z } from "zod";
import { ImportJobInput } from "@/lib/initializers/imports/schemas";
import { jobEvent } from "@/lib/jobs/define";

/** Typed events that start background jobs; each carries `{ jobId, input }`. */
export const publishRequested = jobEvent("documentation/publish.requested", z.object({ documentationId: z.string() }));

export const backupRequested = jobEvent(
  "documentation/backup.requested",
  z.object({ documentationId: z.string(), backupId: z.string() }),
);

export const restoreRequested = jobEvent(
  "documentation/restore.requested",
  z.object({ documentationId: z.string(), backupId: z.string() }),
);

export const importRequested = jobEvent("documentation/import.requested", ImportJobInput);
