import { db } from "../db";
import type { StoredConfig } from "../documentation/schemas";
import { DomainError } from "../errors";
import { recordDocumentationEvent } from "../events/documentation-events";
import { siteChanged } from "../site/changes";
import type { JobRunContext, JsonValue } from "../jobs/types";
import { checkLinks, describeBrokenLinks } from "./links";
import { forgetFinishedPlans, readPublishPlan, savePublishPlan } from "./plan";
import { renderPages } from "./render-pages";
import { mergeSearchIndex, pruneSnapshots, refreshSearchStatistics, switchLiveSnapshot } from "./snapshot";

/**
 * Pages rendered per step. Between steps the database waits while the next step's first pages
 * render: with 100 a step, a 10,000-page publish took 12.5 s, with 500 10.7 s.
 */
const batchSize = 500;

export interface PublishInput extends Record<string, unknown> {
  documentationId: string;
}

/**
 * The publish job: plan the pages from the draft, render them in batches (reusing unchanged
 * renders), merge the search index's new entries, check the pages' links, then switch the
 * live site in one transaction. Until that step nothing readers see changes, so an interrupted
 * publish (or one the project fails for broken links) leaves the old site intact.
 */
export async function runPublish({ jobId, input, step, reportProgress }: JobRunContext<PublishInput>): Promise<JsonValue> {
  // Progress is reported by the step that made it: with Inngest the function runs again from
  // the top for each step, and a report outside the steps would be written again every time.
  await step.run("plan", async () => {
    const { pageCount, emptyVersions } = await savePublishPlan(jobId, input.documentationId);
    // In the job's report, which the link check adds to: readable while the publish goes on.
    await db.job.update({ where: { id: jobId }, data: { report: { emptyVersions } } });
    await reportProgress(0, pageCount);
  });
  const structure = await readPublishPlan(jobId);
  const total = structure.pages.length;

  const renderedPageIds: string[] = [];
  let rendered = 0;
  for (let start = 0; start < total; start += batchSize) {
    const batch = (await step.run(`render-${start / batchSize}`, async () => {
      const result = await renderPages(structure, structure.pages.slice(start, start + batchSize), (done) => reportProgress(start + done, total));
      await reportProgress(Math.min(start + batchSize, total), total);
      return { ...result };
    })) as { renderedPageIds: string[]; rendered: number };
    renderedPageIds.push(...batch.renderedPageIds);
    rendered += batch.rendered;
  }
  if (rendered > 0) await step.run("merge-search-index", mergeSearchIndex);
  const { brokenLinks, failOnBrokenLinks } = await step.run("check-links", async () => {
    const report = await checkLinks(structure, renderedPageIds);
    // On the job row at once: readable while the publish goes on, and after it fails.
    const { report: planned } = await db.job.findUniqueOrThrow({ where: { id: jobId }, select: { report: true } });
    await db.job.update({ where: { id: jobId }, data: { report: { ...(planned as { emptyVersions?: string[] } | null), brokenLinks: { ...report } } } });
    const documentation = await db.documentation.findUniqueOrThrow({ where: { id: input.documentationId }, select: { config: true } });
    const failOn = (documentation.config as StoredConfig).publishing?.fail_on_broken_links ?? false;
    return { brokenLinks: { ...report }, failOnBrokenLinks: failOn };
  });
  if (failOnBrokenLinks && brokenLinks.count > 0) {
    throw new DomainError("unprocessable", describeBrokenLinks(brokenLinks));
  }
  const snapshotId = await step.run("switch-live", async () => {
    const live = await switchLiveSnapshot(jobId, structure, renderedPageIds);
    await siteChanged(input.documentationId);
    return live;
  });
  await step.run("prune", async () => {
    await pruneSnapshots(input.documentationId);
    await forgetFinishedPlans(input.documentationId);
  });
  if (rendered > 0) await step.run("refresh-statistics", () => refreshSearchStatistics(rendered));
  await step.run("record-event", () =>
    recordDocumentationEvent(input.documentationId, "publish.completed", `published ${total} pages.`, { job_id: jobId, snapshot_id: snapshotId, page_count: total }),
  );
  return { snapshotId, pageCount: total, rendered, reused: total - rendered, brokenLinks };
}
