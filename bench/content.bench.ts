import type { BenchContext } from "./harness";

/** Deterministic pseudo-random numbers, so every run builds the same tree. */
function random(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

interface BatchEntry {
  ref: string;
  parent_ref?: string;
  kind: "page" | "folder";
  title: string;
  content?: string;
}

/** `count` entries nested up to `maxDepth` levels, roughly a fifth of them folders. */
function generateTree(count: number, maxDepth: number): BatchEntry[] {
  const next = random(42);
  const folders: { ref: string; depth: number }[] = [];
  const entries: BatchEntry[] = [];
  for (let index = 0; index < count; index++) {
    const parent = folders.length > 0 && next() < 0.9 ? folders[Math.floor(next() * folders.length)] : undefined;
    const depth = (parent?.depth ?? 0) + 1;
    const kind = depth < maxDepth && next() < 0.2 ? "folder" : "page";
    const ref = `e${index}`;
    entries.push({ ref, parent_ref: parent?.ref, kind, title: `${kind === "folder" ? "Chapter" : "Page"} ${index}`, content: kind === "page" ? `# Page ${index}\n\nSome text.` : undefined });
    if (kind === "folder") folders.push({ ref, depth });
  }
  return entries;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

export default async function content({ baseUrl, token, organizationId, request, load, report, serverMemoryMb }: BenchContext) {
  const { documentation_id: documentationId } = await request<{ documentation_id: string }>("POST", `/api/v1/documentation/${organizationId}`, { name: "Bench docs" });
  const doc = `/api/v1/documentation/${organizationId}/${documentationId}`;
  const init = await request<{ version_id: string; section_id: string }>("POST", `${doc}/initialize-blank`);
  const version = `${doc}/version/${init.version_id}`;
  const newSection = async (title: string) => (await request<{ section_id: string }>("POST", `${version}/section`, { title })).section_id;

  // A section of 5,000 entries up to 6 levels deep.
  const large = await newSection("Large");
  const tree = generateTree(5000, 6);
  await request("POST", `${version}/section/${large}/entry/batch`, { entries: tree });
  const treePath = `${version}/section/${large}/entry/tree`;
  const treeBody = await (await fetch(baseUrl + treePath, { headers: { authorization: `Bearer ${token}` } })).text();
  report("tree response size (5,000 entries)", treeBody.length / 1024, "KB");

  await load({ path: treePath, connections: 1, durationSeconds: 2 });
  const single = await load({ path: treePath, connections: 1, durationSeconds: 6 });
  report("GET ENTRY/tree median latency, 1 connection", single.latencyMedianMs, "ms", { max: 25 });

  await load({ path: "/api/health", connections: 32, durationSeconds: 3, token: null });
  const health = await load({ path: "/api/health", connections: 32, token: null });
  const treeLoad = await load({ path: treePath, connections: 32 });
  report("GET /api/health (bare), 32 connections", health.requestsPerSecond, "req/s");
  report("GET ENTRY/tree, 32 connections", treeLoad.requestsPerSecond, "req/s");
  report("ratio tree / bare health", treeLoad.requestsPerSecond / health.requestsPerSecond, "", { min: 0.3 });
  if (single.non2xx + treeLoad.non2xx + treeLoad.errors > 0) throw new Error(`tree errors: ${JSON.stringify({ single, treeLoad })}`);

  // Batch creation of 1,000 entries in one request, then reordering 1,000 siblings.
  const batchSection = await newSection("Batch");
  const flat = Array.from({ length: 1000 }, (_, index) => ({ title: `Sibling ${index}`, content: `# Sibling ${index}\n` }));
  const [created, batchMs] = await timed(() =>
    request<{ entries: { entry_id: string }[] }>("POST", `${version}/section/${batchSection}/entry/batch`, { entries: flat }),
  );
  report("POST ENTRY/batch, 1,000 entries", batchMs, "ms", { max: 1500 });
  const reversed = created.entries.map((entry) => entry.entry_id).reverse();
  const [, reorderMs] = await timed(() => request("POST", `${version}/section/${batchSection}/entry/reorder`, reversed));
  report("POST ENTRY/reorder, 1,000 siblings", reorderMs, "ms", { max: 300 });

  // A 10 MB upload and read-back stream through the server.
  const size = 10 * 1024 * 1024 - 4096;
  const file = new Uint8Array(size);
  file.set([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a]); // %PDF-1.4
  const before = serverMemoryMb();
  const form = new FormData();
  form.set("file", new Blob([file]), "large.pdf");
  const [uploaded, uploadMs] = await timed(async () => {
    const response = await fetch(`${baseUrl}${doc}/asset`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
    if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { asset_id: string };
  });
  const afterUpload = serverMemoryMb();
  const [readBytes, readMs] = await timed(async () => {
    const response = await fetch(`${baseUrl}${doc}/asset/${uploaded.asset_id}/file`, { headers: { authorization: `Bearer ${token}` } });
    let total = 0;
    for await (const chunk of response.body!) total += (chunk as Uint8Array).byteLength;
    return total;
  });
  const afterRead = serverMemoryMb();
  if (readBytes !== size) throw new Error(`read back ${readBytes} of ${size} bytes`);
  report("upload 10 MB asset", uploadMs, "ms");
  report("read back 10 MB asset", readMs, "ms");
  report("server RSS growth during upload", afterUpload - before, "MB", { max: 30 });
  report("server RSS growth during read-back", afterRead - afterUpload, "MB", { max: 30 });
}
