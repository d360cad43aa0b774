import { recordProjectEvent } from "@/lib/events/documentation-events";
import { defineJobFunction } from "@/lib/jobs/define";
import { runPublish } from "@/lib/publishing/run-publish";
import { publishRequested } from "../../events";

/** Renders a project's draft and makes it the live published site. */
export const publishDocumentation = defineJobFunction({
  id: "publish-documentation",
  trigger: publishRequested,
  retries: 2,
  handler: runPublish,
  onFailure: ({ jobId, input, error }) =>
    recordProjectEvent(input.documentationId, "publish.failed", "publishing failed; the previous site stays live.", { job_id: jobId, error }),
});
