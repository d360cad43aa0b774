import type { BenchContext } from "./harness";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** Opening a change request copies nothing; its diff reads only what it touched. */
export default async function changeRequests({ organizationId, request, report }: BenchContext) {
  const { documentation_id: documentationId } = await request<{ documentation_id: string }>("POST", `/api/v1/documentation/${organizationId}`, { name: "Change request bench" });
  const doc = `/api/v1/documentation/${organizationId}/${documentationId}`;
  const init = await request<{ version_id: string }>("POST", `${doc}/initialize-blank`);
  const version = `${doc}/version/${init.version_id}`;
  const { section_id: sectionId } = await request<{ section_id: string }>("POST", `${version}/section`, { title: "Pages" });
  const pages = Array.from({ length: 1000 }, (_, index) => ({
    title: `Page ${index}`,
    content: `# Page ${index}\n\n${Array.from({ length: 40 }, (_, line) => `Line ${line} of page ${index}: some words to diff.`).join("\n")}\n`,
  }));
  const { entries } = await request<{ entries: { entry_id: string }[] }>("POST", `${version}/section/${sectionId}/entry/batch`, { entries: pages });

  const open = () => request<{ change_request_id: string }>("POST", `${version}/change-requests`, { title: "Proposal" });
  await open();
  const openTimes: number[] = [];
  for (let run = 0; run < 15; run++) openTimes.push(await timed(open));
  report("open a change request on a 1,000-page version (median)", median(openTimes), "ms", { max: 200 });

  const { change_request_id: changeRequestId } = await open();
  const branch = `${version}/change-requests/${changeRequestId}`;
  for (const [index, entry] of entries.slice(0, 50).entries()) {
    const content = pages[index]!.content.replace("Line 7 of", "Line seven, rewritten, of").replace("Line 30 of", "Line thirty of");
    await request("PUT", `${branch}/section/${sectionId}/entry/${entry.entry_id}`, { content });
  }
  const diff = () => request<{ entries: unknown[] }>("GET", `${branch}/diff`);
  const first = await diff();
  if (first.entries.length !== 50) throw new Error(`the diff lists ${first.entries.length} entries, not 50`);
  const diffTimes: number[] = [];
  for (let run = 0; run < 15; run++) diffTimes.push(await timed(diff));
  report("diff of a change request touching 50 pages (median)", median(diffTimes), "ms", { max: 300 });
}
