import { createServer } from "node:http";
import { pageContent, publish } from "./documentation";
import { benchModelPort, type BenchContext } from "./harness";

/**
 * Issue target: an Ask AI retrieval (the passages found before the model is called) over the
 * 1,000-page corpus under 50 ms median. Questions go through the real route; the app's model
 * is a loopback server answering at once, and each answer states its retrieval time in its
 * Server-Timing header. Readers come from distinct addresses (through a trusted proxy), as a
 * site's readers do, so rate limits take no part.
 */
const maxRetrievalMedianMs = 50;
const questions = 100;

/** A streamed Responses API answer citing the first passage, sent at once. */
function modelServer() {
  const events = [
    { type: "response.created", response: { id: "resp_bench", object: "response", created_at: 0, model: "bench", status: "in_progress" } },
    { type: "response.output_item.added", output_index: 0, item: { type: "message", id: "msg_bench", status: "in_progress", role: "assistant", content: [] } },
    { type: "response.output_text.delta", item_id: "msg_bench", output_index: 0, content_index: 0, delta: "Set retries and timeouts per service [1].", logprobs: [] },
    { type: "response.output_item.done", output_index: 0, item: { type: "message", id: "msg_bench", status: "completed", role: "assistant", content: [] } },
    { type: "response.completed", response: { id: "resp_bench", status: "completed", incomplete_details: null, usage: { input_tokens: 500, output_tokens: 20, total_tokens: 520 } } },
  ];
  const body = events.map((event, index) => `data: ${JSON.stringify({ ...event, sequence_number: index })}\n\n`).join("");
  return createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      response.writeHead(200, { "content-type": "text/event-stream" });
      response.end(body);
    });
  });
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

/** Questions in a reader's words about the corpus's pages: their topics, services and headings. */
function question(index: number): string {
  const service = (index % 4) * 1000 + ((index * 37) % 250);
  const forms = [
    `How do I configure the deployment pipeline for service ${service}?`,
    "How should operators tune retries, timeouts and concurrency limits?",
    `What is the default timeout of service ${service}?`,
    "How does the scheduler balance workloads across regions?",
    "How often should I rotate tokens, and where do credentials belong?",
    `Show an example handler for service ${service}.`,
  ];
  return forms[index % forms.length]!;
}

export default async function askBench(context: BenchContext) {
  const { request, report } = context;
  const model = modelServer();
  await new Promise<void>((resolve) => model.listen(benchModelPort, "127.0.0.1", resolve));
  try {
    // The bench's own organization and project: 4 sections of 250 corpus pages.
    const organization = await request<{ organization_id: string; slug: string }>("POST", "/api/v1/organization", { name: "Ask bench", billing_email: "ask-bench@example.test" });
    const documentation = await request<{ documentation_id: string; slug: string }>("POST", `/api/v1/documentation/${organization.organization_id}`, { name: "Ask 1,000 pages" });
    const base = `/api/v1/documentation/${organization.organization_id}/${documentation.documentation_id}`;
    const blank = await request<{ version_id: string; section_id: string; entry_id: string }>("POST", `${base}/initialize-blank`, {});
    const version = `${base}/version/${blank.version_id}`;
    const sections = 4;
    const pagesPerSection = 250;
    for (let section = 0; section < sections; section++) {
      const fields = { title: `Section ${section}`, slug: `section-${section}` };
      const sectionId = section === 0 ? blank.section_id : (await request<{ section_id: string }>("POST", `${version}/section`, fields)).section_id;
      if (section === 0) await request("PUT", `${version}/section/${sectionId}`, fields);
      await request("POST", `${version}/section/${sectionId}/entry/batch`, {
        entries: Array.from({ length: pagesPerSection }, (_, page) => ({
          title: `Page ${page} of section ${section}`,
          slug: `page-${page}`,
          content: pageContent(section, page, pagesPerSection, sections),
        })),
      });
    }
    await request("DELETE", `${version}/section/${blank.section_id}/entry/${blank.entry_id}`);
    const published = await publish(context, documentation.documentation_id);
    report("1,000 pages: publish (pages cut into passages included)", published.seconds, "s");
    await context.settle();

    const askUrl = `${context.baseUrl}/docs/${organization.slug}/${documentation.slug}/-/ask`;
    const ask = async (index: number) => {
      const started = performance.now();
      const response = await fetch(askUrl, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${index % 250}`, "user-agent": `bench-reader-${index}` },
        body: JSON.stringify({ question: question(index) }),
      });
      const text = await response.text();
      const totalMs = performance.now() - started;
      const retrievalMs = Number(/retrieval;dur=([\d.]+)/.exec(response.headers.get("server-timing") ?? "")?.[1] ?? NaN);
      const answered = response.status === 200 && text.includes("event: done") && text.includes('"unanswered":false');
      return { retrievalMs, totalMs, answered };
    };

    const first = await ask(0);
    report("first question after the publish: retrieval", first.retrievalMs, "ms");
    for (let index = 1; index <= 5; index++) await ask(index);
    const results = [];
    for (let index = 0; index < questions; index++) results.push(await ask(1000 + index));
    const retrieval = results.map((result) => result.retrievalMs).filter(Number.isFinite);
    const total = results.map((result) => result.totalMs);
    report(`Ask AI retrieval, median of ${questions} questions`, percentile(retrieval, 0.5), "ms", { max: maxRetrievalMedianMs });
    report("Ask AI retrieval p95", percentile(retrieval, 0.95), "ms");
    report("Ask AI whole answer (instant model) median", percentile(total, 0.5), "ms");
    report("questions without a retrieval time", questions - retrieval.length, "", { max: 0 });
    report("questions not answered with citations", results.filter((result) => !result.answered).length, "", { max: 0 });
  } finally {
    await new Promise((resolve) => model.close(resolve));
  }
}
