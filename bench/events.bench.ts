import { median, type BenchContext } from "./harness";

const eventCount = 100_000;
const batchSize = 1_000;
const organizationCount = 10_000;

async function inParallel(count: number, parallel: number, work: (index: number) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

/**
 * Issue targets: the event list of a project holding 100,000 events answers in a median
 * under 20 ms; the CSV export of 10,000 organizations streams with flat server memory.
 * Seeding goes through the API (the batch event endpoint, organization creation).
 */
export default async function events({ baseUrl, token, organizationId, request, load, report, serverMemoryMb }: BenchContext) {
  const project = await request<{ documentation_id: string }>("POST", `/api/v1/documentation/${organizationId}`, { name: "Event bench" });
  const eventsPath = `/api/v1/organizations/${organizationId}/projects/${project.documentation_id}/events`;
  const types = ["publish.completed", "deploy.finished", "page.viewed", "backup.completed"];
  const seeded = performance.now();
  await inParallel(eventCount / batchSize, 2, (batch) =>
    request("POST", `${eventsPath}/batch`, {
      events: Array.from({ length: batchSize }, (_, index) => ({
        type: types[(batch * batchSize + index) % types.length],
        description: `Event ${batch * batchSize + index}`,
        metadata: { batch, index },
      })),
    }),
  );
  report(`seeded ${eventCount} events (batch endpoint)`, (performance.now() - seeded) / 1000, "s");

  const timed = async (path: string) => {
    const started = performance.now();
    const response = await fetch(baseUrl + path, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return { ms: performance.now() - started, cursor: response.headers.get("x-next-cursor") };
  };
  for (let i = 0; i < 30; i++) await timed(eventsPath); // warm-up

  const firstPage: number[] = [];
  for (let i = 0; i < 200; i++) firstPage.push((await timed(`${eventsPath}?limit=50`)).ms);
  report("GET events (first page of 50), sequential, median", median(firstPage), "ms", { max: 20 });

  const filtered: number[] = [];
  for (let i = 0; i < 200; i++) filtered.push((await timed(`${eventsPath}?limit=50&type=backup.completed`)).ms);
  report("GET events ?type= filter, sequential, median", median(filtered), "ms", { max: 20 });

  const deep: number[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 200; i++) {
    const page: { ms: number; cursor: string | null } = await timed(`${eventsPath}?limit=50${cursor ? `&cursor=${cursor}` : ""}`);
    deep.push(page.ms);
    cursor = page.cursor;
  }
  report("GET events walking 200 pages by cursor, median", median(deep), "ms", { max: 20 });

  const concurrent = await load({ path: `${eventsPath}?limit=50`, connections: 8, durationSeconds: 5 });
  report("GET events, 8 connections, median latency", concurrent.latencyMedianMs, "ms");
  report("GET events, 8 connections, throughput", concurrent.requestsPerSecond, "req/s");
  if (concurrent.errors + concurrent.non2xx > 0) throw new Error(`errors under load: ${JSON.stringify(concurrent)}`);

  const created = performance.now();
  await inParallel(organizationCount, 8, (index) =>
    request("POST", "/api/v1/organization", { name: `Customer ${index} ${index % 7 === 0 ? "=cmd()" : ""}`.trim(), billing_email: "billing@example.test" }),
  );
  report(`created ${organizationCount} organizations (API)`, (performance.now() - created) / 1000, "s");

  await fetch(`${baseUrl}/api/v1/admin/customers?limit=10`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.arrayBuffer());
  const before = serverMemoryMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, serverMemoryMb())), 25);
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/v1/admin/customers/export`, { headers: { authorization: `Bearer ${token}` } });
  let bytes = 0;
  let lines = 0;
  const reader = response.body!.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.length;
    for (const byte of chunk.value) if (byte === 10) lines++;
  }
  clearInterval(sampler);
  const after = serverMemoryMb();
  if (lines < organizationCount + 1) throw new Error(`export has ${lines} lines`);
  report(`CSV export: ${lines - 1} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB`, performance.now() - started, "ms");
  report("server RSS before export", before, "MB");
  report("server RSS peak during export", peak, "MB");
  report("server RSS after export", after, "MB");
  report("RSS growth during export (flat memory)", peak - before, "MB", { max: 64 });
}
