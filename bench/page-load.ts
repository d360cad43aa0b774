import { encodedRequest, openConnections } from "./raw-http";

/**
 * Readers fetching one page as fast as the server answers: each connection asks again as soon
 * as its answer is in (as autocannon does), over keep-alive. autocannon spends about as much
 * CPU per request as the server does to answer a remembered page; on two shared cores that
 * CPU is taken from whatever else the bench runs beside it (the beacons of analytics.bench.ts),
 * and the bench measures the generator. This one spends a fraction of it.
 */
export interface PageLoadOptions {
  baseUrl: string;
  path: string;
  headers: Record<string, string>;
  connections: number;
  durationSeconds: number;
  expect: { status: number; contentType: string };
}

export interface PageLoadResult {
  requestsPerSecond: number;
  /** Answers with another status or media type. */
  unexpected: number;
  /** Connections that failed. */
  errors: number;
}

export async function loadPage(options: PageLoadOptions): Promise<PageLoadResult> {
  const url = new URL(options.path, options.baseUrl);
  const request = encodedRequest({ method: "GET", url, headers: options.headers });
  let answered = 0;
  let unexpected = 0;
  let errors = 0;
  let running = true;
  const expectedType = new RegExp(`\\r\\ncontent-type:\\s*${options.expect.contentType.replace(/[/+.]/g, "\\$&")}\\s*(;|\\r|$)`, "i");
  const sockets = await openConnections(url, options.connections, (socket, status, head) => {
    answered++;
    if (status !== options.expect.status || !expectedType.test(head)) unexpected++;
    if (running) socket.write(request);
  });
  for (const socket of sockets) socket.on("error", () => errors++);
  const started = performance.now();
  for (const socket of sockets) socket.write(request);
  await new Promise((resolve) => setTimeout(resolve, options.durationSeconds * 1000));
  running = false;
  const seconds = (performance.now() - started) / 1000;
  const counted = answered;
  for (const socket of sockets) socket.destroy();
  return { requestsPerSecond: counted / seconds, unexpected, errors };
}
