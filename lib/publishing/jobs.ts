import { z } from "zod";
import { refundQuota } from "../billing/quota";
import { db } from "../db";
import { recordDocumentationEvent } from "../events/documentation-events";
import { defineJobFunction, jobEvent } from "../jobs/define";
import { runPublish } from "./run-publish";

export const publishRequested = jobEvent("documentation/publish.requested", z.object({ documentationId: z.string() }));

/** Renders a project's draft and makes it the live published site. */
export const publishDocumentation = defineJobFunction({
  id: "publish-documentation",
  summary: "Publish a project",
  trigger: publishRequested,
  retries: 2,
  handler: runPublish,
  onFailure: async ({ jobId, input, error }) => {
    await recordDocumentationEvent(input.documentationId, "publish.failed", "publishing failed; the previous site stays live.", { job_id: jobId, error });
    // A publish that never went live does not count against the plan.
    const documentation = await db.documentation.findUnique({ where: { id: input.documentationId }, select: { organizationId: true } });
    if (documentation) await refundQuota(documentation.organizationId, "publishes", 1);
  },
});
