import type { BenchContext } from "./harness";

const maxMedianMs = 20;
const requests = 200;

/** GET /api/openapi.json: the first request builds the document; later ones answer it from memory in < 20 ms median. */
export default async function openapi({ baseUrl, report }: BenchContext) {
  const fetchDocument = async () => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/openapi.json`);
    const bytes = (await response.arrayBuffer()).byteLength;
    if (response.status !== 200) throw new Error(`GET /api/openapi.json answered ${response.status}`);
    return { ms: performance.now() - started, bytes };
  };
  const first = await fetchDocument();
  report("GET /api/openapi.json, first request (builds the document)", first.ms, "ms");
  report("document size", first.bytes / 1024, "KB");
  const timings: number[] = [];
  for (let index = 0; index < requests; index++) timings.push((await fetchDocument()).ms);
  timings.sort((a, b) => a - b);
  report(`GET /api/openapi.json, median of ${requests} later requests`, timings[Math.floor(requests / 2)]!, "ms", { max: maxMedianMs });
}
