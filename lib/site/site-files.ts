import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { EarlyAnswerer } from "../http/ahead-of-next";
import { mermaidFile, siteFile, type SiteFile } from "./assets";
import { preferredEncoding, type Encoding } from "./remembered-pages";

/**
 * The published sites' `/_site/` files (stylesheet, script, KaTeX's, Mermaid's) sent by the
 * HTTP server itself, before Next.js sees the request (lib/http/ahead-of-next.ts), compressed
 * once per encoding as a static file server sends `.br` and `.gz` files: Next would gzip them
 * anew for every reader's first visit (Mermaid's chunks up to 700 KB each for a first diagram),
 * and never with Brotli. Names it does not know reach Next's route, which answers their 404.
 */

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const compressors: Record<Encoding, (body: Uint8Array) => Promise<Buffer>> = {
  // In the thread pool, so a large file's first compression never holds up other requests.
  br: (body) => brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipped(body, { level: 9 }),
};

/** By name and encoding. A file's name changes with its content (Mermaid's entry with Mermaid's version), so an entry never goes stale. */
const encodedBodies = new Map<string, Promise<Buffer>>();

function encodedBody(name: string, encoding: Encoding, body: Uint8Array): Promise<Buffer> {
  const key = `${encoding}:${name}`;
  let encoded = encodedBodies.get(key);
  if (!encoded) {
    encoded = compressors[encoding](body);
    encodedBodies.set(key, encoded);
    encoded.catch(() => encodedBodies.delete(key));
  }
  return encoded;
}

/** The file a name under `/_site/` stands for: Mermaid's under `mermaid/{version}/`, the others by name. */
function fileNamed(name: string): Promise<SiteFile | null> {
  const mermaid = /^mermaid\/([^/]+)\/(.+)$/.exec(name);
  if (mermaid) return mermaidFile(mermaid[1]!, mermaid[2]!);
  return name.includes("/") ? Promise.resolve(null) : siteFile(name);
}

/** Fonts are compressed already. */
const compressible = (file: SiteFile) => !file.contentType.startsWith("font/");

export const sendSiteFile: EarlyAnswerer = (request, response, forward) => {
  const { method, url } = request;
  if ((method !== "GET" && method !== "HEAD") || !url?.startsWith("/_site/") || /[?%]/.test(url)) return false;
  const name = url.slice("/_site/".length);
  return fileNamed(name).then(async (file) => {
    if (!file) return forward(request, response);
    const raw = typeof file.body === "string" ? Buffer.from(file.body) : file.body;
    const encoding = compressible(file) ? preferredEncoding(request.headers["accept-encoding"]) : null;
    const body = encoding ? await encodedBody(name, encoding, raw) : raw;
    response.writeHead(200, {
      "content-type": file.contentType,
      "cache-control": file.cacheControl,
      "x-content-type-options": "nosniff",
      "content-length": String(body.byteLength),
      ...(compressible(file) && { vary: "accept-encoding" }),
      ...(encoding && { "content-encoding": encoding }),
    });
    if (method === "HEAD") response.end();
    else response.end(body);
  });
};
