import autocannon from "autocannon";
import { pageContent, publish } from "./documentation";
import type { BenchContext } from "./harness";

/**
 * Soak: SOAK_SECONDS (default 300) at 32 connections over a mix of reads and writes: entry
 * lists, the tree, entry updates, search, published pages and event posts. Targets: no
 * connection errors, no 5xx, no answer other than the expected one, and the app's memory
 * (every process under `npm start`) at the end within 10% of its value after the first minute.
 * Run on PostgreSQL with BENCH_DATABASE_URL; it runs only when named (`npm run bench -- soak`).
 */
const durationSeconds = Number(process.env.SOAK_SECONDS ?? 300);
const warmSeconds = Math.min(60, durationSeconds / 5);
const connections = 32;
const pages = 200;

interface Mixed {
  name: string;
  method: "GET" | "POST" | "PUT";
  path: string;
  body?: () => string;
  /** Published pages are public: no token. */
  anonymous?: boolean;
  /** A path per request, instead of `path`. */
  pathPerRequest?: () => string;
  status: number;
}

export default async function soak(context: BenchContext) {
  const { request, organizationId, report, token } = context;
  const organization = await request<{ slug: string }>("GET", `/api/v1/organization/${organizationId}`);
  const project = await request<{ documentation_id: string; slug: string }>("POST", `/api/v1/documentation/${organizationId}`, { name: "Soak" });
  const base = `/api/v1/documentation/${organizationId}/${project.documentation_id}`;
  const blank = await request<{ version_id: string; section_id: string }>("POST", `${base}/initialize-blank`, {});
  const section = `${base}/version/${blank.version_id}/section/${blank.section_id}`;
  await request("PUT", section, { title: "Guides", slug: "guides" });
  const created = await request<{ entries: { entry_id: string }[] }>("POST", `${section}/entry/batch`, {
    entries: Array.from({ length: pages }, (_, page) => ({ title: `Page ${page}`, slug: `page-${page}`, content: pageContent(0, page, pages, 1) })),
  });
  await publish(context, project.documentation_id);
  const entryIds = created.entries.map((entry) => entry.entry_id);
  let updates = 0;
  let events = 0;

  const mix: Mixed[] = [
    { name: "entry list", method: "GET", path: `${section}/entry?limit=50`, status: 200 },
    { name: "tree", method: "GET", path: `${section}/entry/tree`, status: 200 },
    {
      name: "entry update",
      method: "PUT",
      path: `${section}/entry/${entryIds[0]}`,
      // Each update goes to the next page in turn (see setupRequest).
      pathPerRequest: () => `${section}/entry/${entryIds[updates % entryIds.length]}`,
      body: () => JSON.stringify({ content: `${pageContent(0, 0, pages, 1)}\n\nRevision ${++updates}.` }),
      status: 200,
    },
    { name: "search", method: "POST", path: `/api/documentations/${organizationId}/${project.documentation_id}/search`, body: () => JSON.stringify({ query: "deployment pipeline", source: "draft" }), status: 200 },
    { name: "published page", method: "GET", path: `/docs/${organization.slug}/${project.slug}/guides/page-${pages / 2}`, anonymous: true, status: 200 },
    {
      name: "event post",
      method: "POST",
      path: `/api/v1/organizations/${organizationId}/projects/${project.documentation_id}/events`,
      body: () => JSON.stringify({ type: "soak.tick", description: `Tick ${++events}` }),
      status: 201,
    },
  ];
  for (const item of mix) {
    const response = await fetch(context.baseUrl + item.path, {
      method: item.method,
      headers: { ...(item.anonymous ? {} : { authorization: `Bearer ${token}` }), ...(item.body ? { "content-type": "application/json" } : {}) },
      body: item.body?.(),
    });
    await response.arrayBuffer();
    if (response.status !== item.status) throw new Error(`${item.name} (${item.method} ${item.path}) answered ${response.status}`);
  }

  const counts = new Map<string, { total: number; serverErrors: number; unexpected: number }>(mix.map((item) => [item.name, { total: 0, serverErrors: 0, unexpected: 0 }]));
  let memoryAfterWarmUp = NaN;
  let peakMemory = 0;
  const sampler = setInterval(() => (peakMemory = Math.max(peakMemory, context.processTreeMemoryMb())), 1000);
  const warmUp = setTimeout(() => (memoryAfterWarmUp = context.processTreeMemoryMb()), warmSeconds * 1000);
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: context.baseUrl,
        connections,
        duration: durationSeconds,
        requests: mix.map((item) => ({
          method: item.method,
          path: item.path,
          headers: { ...(item.anonymous ? {} : { authorization: `Bearer ${token}` }), ...(item.body ? { "content-type": "application/json" } : {}) },
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            ...(item.pathPerRequest ? { path: item.pathPerRequest() } : {}),
            ...(item.body ? { body: item.body() } : {}),
          }),
          onResponse: (status: number) => {
            const count = counts.get(item.name)!;
            count.total++;
            if (status >= 500) count.serverErrors++;
            if (status !== item.status) count.unexpected++;
          },
        })),
      },
      (error: Error | null, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
    );
  });
  clearInterval(sampler);
  clearTimeout(warmUp);
  const memoryAtEnd = context.processTreeMemoryMb();
  const seconds = (performance.now() - started) / 1000;

  report(`soak on ${context.mode} database: duration`, seconds, "s");
  report("requests per second (mix)", result.requests.average, "req/s");
  report("latency p99", result.latency.p99, "ms");
  for (const [name, count] of counts) report(`  ${name}: requests (5xx, unexpected)`, count.total, `(${count.serverErrors}, ${count.unexpected})`);
  report("connection errors and timeouts", result.errors + result.timeouts, "", { max: 0 });
  const serverErrors = [...counts.values()].reduce((sum, count) => sum + count.serverErrors, 0);
  const unexpected = [...counts.values()].reduce((sum, count) => sum + count.unexpected, 0);
  report("5xx answers", serverErrors, "", { max: 0 });
  report("answers other than expected", unexpected, "", { max: 0 });
  report(`app memory (process tree RSS) after ${warmSeconds} s`, memoryAfterWarmUp, "MB");
  report("app memory (process tree RSS) at the end", memoryAtEnd, "MB");
  report("app memory peak", peakMemory, "MB");
  const growth = ((memoryAtEnd - memoryAfterWarmUp) / memoryAfterWarmUp) * 100;
  report("memory change from the first minute to the end", growth, "%", { max: 10 });
  if (result.errors + result.timeouts + serverErrors + unexpected > 0 || !(growth <= 10)) {
    throw new Error(`soak missed its targets: ${JSON.stringify({ errors: result.errors, timeouts: result.timeouts, serverErrors, unexpected, growth })}`);
  }
}
