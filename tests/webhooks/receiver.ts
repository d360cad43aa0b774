import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedWebhook {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * A webhook receiver on 127.0.0.1: records every request and answers each path with the
 * statuses queued for it (then 200), or never for a path marked silent.
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const answers = new Map<string, number[]>();
  const silent = new Set<string>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      received.push({ path, headers, body: Buffer.concat(chunks).toString("utf8") });
      if (silent.has(path)) return;
      const status = answers.get(path)?.shift() ?? 200;
      response.writeHead(status, { "content-type": "text/plain" }).end(status === 200 ? "ok" : `failure ${"x".repeat(2000)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    received,
    /** Answers the next requests to `path` with these statuses. */
    answer: (path: string, ...statuses: number[]) => answers.set(path, statuses),
    /** Requests to `path` get no answer at all. */
    hang: (path: string) => silent.add(path),
    at: (path: string) => received.filter((request) => request.path === path),
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
