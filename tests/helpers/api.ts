import { NextRequest } from "next/server";
import { peerAddressHeader } from "@/lib/http/client-address";
import { matchRoute, routeTable, type RouteEntry, type RouteModule } from "./route-table";

/** Response documents are arbitrary JSON that tests inspect field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

export const routeFiles: RouteEntry[] = routeTable(import.meta.glob<RouteModule>("/app/api/**/route.ts"));

export interface CallOptions {
  token?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** The address the request comes from, as the HTTP server sees its socket (default 203.0.113.10). */
  peer?: string;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: Json;
  text: string;
  raw: Response;
}

/** Sends a real Request through the real route module that Next would pick for the path. */
export async function call(method: string, path: string, options: CallOptions = {}): Promise<ApiResponse> {
  const url = new URL(path, "http://localhost:3000");
  const found = matchRoute(routeFiles, url.pathname);
  if (!found) throw new Error(`no route file matches ${url.pathname}`);
  const routeModule = await found.entry.load();
  const handler = routeModule[method] as Handler | undefined;
  if (!handler) return { status: 405, headers: new Headers(), body: null, text: "", raw: new Response(null, { status: 405 }) };
  const headers = new Headers(options.headers);
  headers.set(...peerAddressHeader(options.peer ?? "203.0.113.10"));
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const request = new NextRequest(url, { method, headers, body, duplex: "half" } as ConstructorParameters<typeof NextRequest>[1]);
  const response = await handler(request, { params: Promise.resolve(found.params) });
  const raw = response.clone();
  const text = await response.text();
  const type = response.headers.get("content-type") ?? "";
  return { status: response.status, headers: response.headers, body: type.includes("json") && text ? JSON.parse(text) : null, text, raw };
}

export const api = {
  get: (path: string, options?: CallOptions) => call("GET", path, options),
  post: (path: string, options?: CallOptions) => call("POST", path, options),
  put: (path: string, options?: CallOptions) => call("PUT", path, options),
  patch: (path: string, options?: CallOptions) => call("PATCH", path, options),
  delete: (path: string, options?: CallOptions) => call("DELETE", path, options),
};
