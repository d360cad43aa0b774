// This job's Inngest function: the same object inngest/functions/index.ts serves.
import { publishDocumentation as job } from "@/lib/publishing/jobs";
import { inngestJobFunction } from "../../job-function";

export const publishDocumentation = inngestJobFunction(job);
