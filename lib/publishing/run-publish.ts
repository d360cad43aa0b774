import { recordProjectEvent } from "../events/documentation-events";
import type { JobRunContext, JsonValue } from "../jobs/types";
import { forgetFinishedPlans, readPublishPlan, savePublishPlan } from "./plan";
import { renderPages } from "./render-pages";
import { mergeSearchIndex, pruneSnapshots, refreshSearchStatistics, switchLiveSnapshot } from "./snapshot";

const batchSize = 100;

export interface PublishInput extends Record<string, unknown> {
  documentationId: string;
}

/**
 * The publish job: plan the pages from the draft, render them in batches (reusing unchanged
 * renders), merge the search index's new entries, then switch the live site in one
 * transaction. Until that step nothing readers see changes, so an interrupted publish leaves
 * the old site intact.
 */
export async function runPublish({ jobId, input, step, reportProgress }: JobRunContext<PublishInput>): Promise<JsonValue> {
  // Progress is reported by the step that made it: with Inngest the function runs again from
  // the top for each step, and a report outside the steps would be written again every time.
  await step.run("plan", async () => reportProgress(0, await savePublishPlan(jobId, input.documentationId)));
  const structure = await readPublishPlan(jobId);
  const total = structure.pages.length;

  const renderedPageIds: string[] = [];
  let rendered = 0;
  for (let start = 0; start < total; start += batchSize) {
    const batch = (await step.run(`render-${start / batchSize}`, async () => {
      const result = await renderPages(structure, structure.pages.slice(start, start + batchSize));
      await reportProgress(Math.min(start + batchSize, total), total);
      return { ...result };
    })) as { renderedPageIds: string[]; rendered: number };
    renderedPageIds.push(...batch.renderedPageIds);
    rendered += batch.rendered;
  }
  if (rendered > 0) await step.run("merge-search-index", mergeSearchIndex);
  const snapshotId = await step.run("switch-live", () => switchLiveSnapshot(jobId, structure, renderedPageIds));
  await step.run("prune", async () => {
    await pruneSnapshots(input.documentationId);
    await forgetFinishedPlans(input.documentationId);
  });
  if (rendered > 0) await step.run("refresh-statistics", () => refreshSearchStatistics(rendered));
  await step.run("record-event", () =>
    recordProjectEvent(input.documentationId, "publish.completed", `published ${total} pages.`, { job_id: jobId, snapshot_id: snapshotId, page_count: total }),
  );
  return { snapshotId, pageCount: total, rendered, reused: total - rendered };
}
