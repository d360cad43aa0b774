/**
 * The app as a process of its own, without a Next build: the start-up of instrumentation.ts
 * (migrations, job recovery, the in-process job runner, periodic tasks), then proxy.ts and
 * every route handler under app/ served over node:http on 127.0.0.1, as `next start` would
 * route them. Run with `node --import tsx tests/helpers/app-server.ts`; it prints
 * `{"listening":<port>}` on stdout once it answers (PORT, default any free port).
 * Used by the tests that kill and restart the app or run two of it (tests/crash).
 */
import { readdirSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { NextRequest } from "next/server";
import { recordPeerAddresses } from "@/lib/http/client-address";
import { startup } from "@/lib/startup";
import { proxy } from "@/proxy";
import { matchRoute, routeTable, type RouteModule } from "./route-table";

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

const root = path.resolve(import.meta.dirname, "../..");

/** `/app/.../route.ts` of every route file, as tests/helpers/api.ts names them. */
function routeFilesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return routeFilesUnder(full);
    return entry.name === "route.ts" ? ["/" + path.relative(root, full).split(path.sep).join("/")] : [];
  });
}

const routes = routeTable(
  Object.fromEntries(routeFilesUnder(path.join(root, "app")).map((file) => [file, () => import(pathToFileURL(path.join(root, file)).href) as Promise<RouteModule>])),
);

async function answer(request: IncomingMessage): Promise<Response> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
  }
  const url = `http://${request.headers.host ?? "127.0.0.1"}${request.url}`;
  const method = request.method ?? "GET";
  const init = { method, headers, ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}) };
  // The proxy answers remembered public pages before any routing, as under `next start`.
  const early = proxy(new NextRequest(url, init));
  if (!early.headers.has("x-middleware-next")) return early;
  const nextRequest = new NextRequest(url, init);
  const found = matchRoute(routes, nextRequest.nextUrl.pathname);
  if (!found) return new Response("Not Found", { status: 404 });
  const handler = (await found.entry.load())[method] as Handler | undefined;
  if (!handler) return new Response(null, { status: 405 });
  return handler(nextRequest, { params: Promise.resolve(found.params) });
}

async function respond(request: IncomingMessage, response: ServerResponse): Promise<void> {
  try {
    const answered = await answer(request);
    const headers: Record<string, string | string[]> = Object.fromEntries(answered.headers);
    const cookies = answered.headers.getSetCookie();
    if (cookies.length > 0) headers["set-cookie"] = cookies;
    response.writeHead(answered.status, headers).end(Buffer.from(await answered.arrayBuffer()));
  } catch (error) {
    console.error("app-server:", error);
    if (!response.headersSent) response.writeHead(500);
    response.end();
  }
}

recordPeerAddresses();
await startup();
const server = createServer((request, response) => void respond(request, response));
server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  console.log(JSON.stringify({ listening: (server.address() as AddressInfo).port }));
});
// A graceful stop (the tests' cleanup): the embedded database closes its files as the app exits.
process.once("SIGTERM", () => process.exit(0));
