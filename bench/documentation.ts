import type { BenchContext } from "./harness";

export interface Project {
  documentationId: string;
  versionId: string;
  sections: { sectionId: string; entryIds: string[] }[];
}

/**
 * A page of the benches' corpus: a paragraph with links, headings, a code block, a table and a
 * list. Its code block names the page's service, as its first sentence does, so that blocks do
 * not repeat across sections (highlighting reuses a repeated block) while the page's words stay
 * the same.
 */
export function pageContent(section: number, page: number, pagesPerSection: number, sections: number): string {
  const next = `../section-${(section + 1) % sections}/page-${(page + 7) % pagesPerSection}.md`;
  return [
    `Page ${page} of section ${section} explains configuring the deployment pipeline for service ${section * 1000 + page}.`,
    "",
    "## Overview",
    "",
    `The scheduler balances workloads across regions. See [the related page](${next}) and [the next one](page-${(page + 1) % pagesPerSection}.md) for details.`,
    "Operators tune retries, timeouts and concurrency limits to match their traffic patterns and budgets.",
    "",
    "## Example",
    "",
    "```ts",
    `export async function handler${page}(request: Request): Promise<Response> {`,
    `  const service = ${section * 1000 + page};`,
    "  const body = await request.json();",
    "  return Response.json({ ok: true, received: body });",
    "}",
    "```",
    "",
    "| Option | Default | Meaning |",
    "|---|---|---|",
    "| retries | 3 | attempts before failing |",
    `| timeout | ${page}s | time allowed per call |`,
    "",
    "### Notes",
    "",
    "- Keep credentials out of the repository.",
    "- Rotate tokens regularly.",
  ].join("\n");
}

/**
 * Publishes a project and waits for the job; `sampleMemory` keeps the processes' peaks meanwhile.
 * The time is from the request until the job's own finish time (this machine's clock, as the
 * server's): polling sets no granularity, so it can be rare enough to cost the publish nothing.
 */
export async function publish(context: BenchContext, documentationId: string, sampleMemory = false) {
  const started = Date.now();
  const job = await context.request<{ job_id: string }>("POST", `/api/documentations/${documentationId}/publish`);
  let peakMb = context.serverMemoryMb();
  let databasePeakMb = context.databaseMemoryMb();
  for (;;) {
    const status = await context.request<{ job_id: string; status: string; error: string | null; finished_at: string | null }>("GET", `/api/documentations/${documentationId}/publish/status`);
    if (sampleMemory) {
      peakMb = Math.max(peakMb, context.serverMemoryMb());
      databasePeakMb = Math.max(databasePeakMb, context.databaseMemoryMb());
    }
    if (status.job_id === job.job_id && status.status === "completed") {
      return { seconds: (Date.parse(status.finished_at!) - started) / 1000, peakMb, databasePeakMb };
    }
    if (status.status === "failed") throw new Error(`publish failed: ${status.error}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A project of `sections` sections of `pagesPerSection` pages of the corpus, created through the API. */
export async function makeProject(context: BenchContext, name: string, sections: number, pagesPerSection: number): Promise<Project> {
  const { request, organizationId } = context;
  const doc = await request<{ documentation_id: string }>("POST", `/api/v1/documentation/${organizationId}`, { name });
  const base = `/api/v1/documentation/${organizationId}/${doc.documentation_id}`;
  const init = await request<{ version_id: string; section_id: string }>("POST", `${base}/initialize-blank`, {});
  const sectionIds: Project["sections"] = [];
  for (let index = 0; index < sections; index++) {
    const section = await request<{ section_id: string }>("POST", `${base}/version/${init.version_id}/section`, { title: `Section ${index}`, slug: `section-${index}` });
    const created = await request<{ entries: { entry_id: string }[] }>("POST", `${base}/version/${init.version_id}/section/${section.section_id}/entry/batch`, {
      entries: Array.from({ length: pagesPerSection }, (_, page) => ({
        title: `Page ${page} of section ${index}`,
        slug: `page-${page}`,
        content: pageContent(index, page, pagesPerSection, sections),
      })),
    });
    sectionIds.push({ sectionId: section.section_id, entryIds: created.entries.map((entry) => entry.entry_id) });
  }
  return { documentationId: doc.documentation_id, versionId: init.version_id, sections: sectionIds };
}
