import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { EarlyAnswerer } from "../http/ahead-of-next";
import { incomingHeaders } from "../http/incoming";
import { heldByClient, recallRequestAnswer, type SiteAnswer } from "./answers";

/**
 * Public sites' remembered answers sent by the HTTP server itself, before Next.js sees the
 * request (lib/http/ahead-of-next.ts): what proxy.ts does, without Next's pipeline around it
 * (routing, a web Request, the proxy, compressing every answer anew). Each answer is compressed
 * once per encoding and the bytes are reused, as a static file server sends `.br` and `.gz`
 * files. Anything not remembered (private sites, a query string, API calls) reaches Next.
 */

export type Encoding = "br" | "gzip";

/** Compressed once, on the first request that takes the encoding; dropped with the answer. */
const encodedBodies = new WeakMap<SiteAnswer, Partial<Record<Encoding, Buffer>>>();

const compressors: Record<Encoding, (body: Uint8Array) => Buffer> = {
  // Quality 9 of 11: within a few percent of the smallest at a fraction of the time.
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipSync(body, { level: 9 }),
};

/** The best encoding the client accepts (`q=0` refuses one), or null for the bytes as they are. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const item of acceptEncoding.split(",")) {
    const [name, ...parameters] = item.trim().toLowerCase().split(";");
    const refused = parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return null;
}

function encodedBody(answer: SiteAnswer, encoding: Encoding): Buffer {
  let bodies = encodedBodies.get(answer);
  if (!bodies) encodedBodies.set(answer, (bodies = {}));
  return (bodies[encoding] ??= compressors[encoding](answer.body));
}

export const sendRememberedPage: EarlyAnswerer = (request, response) => {
  const { method, url } = request;
  if ((method !== "GET" && method !== "HEAD") || !url?.startsWith("/") || url.includes("?")) return false;
  const answer = recallRequestAnswer({ headers: incomingHeaders(request) }, url);
  if (!answer) return false;
  if (heldByClient(answer, request.headers["if-none-match"])) {
    response.writeHead(304, answer.headers).end();
    return true;
  }
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  const body = encoding ? encodedBody(answer, encoding) : answer.body;
  response.writeHead(200, { ...answer.headers, "content-length": String(body.byteLength), ...(encoding ? { "content-encoding": encoding } : {}) });
  if (method === "HEAD") response.end();
  else response.end(body);
  return true;
};
