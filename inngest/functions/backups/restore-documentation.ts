// This job's Inngest function: the same object inngest/functions/index.ts serves.
import { restoreDocumentation as job } from "@/lib/backups/jobs";
import { inngestJobFunction } from "../../job-function";

export const restoreDocumentation = inngestJobFunction(job);
