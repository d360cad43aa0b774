// This job's Inngest function: the same object inngest/functions/index.ts serves.
import { importDocumentation as job } from "@/lib/initializers/imports/jobs";
import { inngestJobFunction } from "../../job-function";

export const importDocumentation = inngestJobFunction(job);
