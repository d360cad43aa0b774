import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

interface StoredBlob {
  body: Buffer;
  contentType: string;
  uploadedAt: Date;
}

export interface BlobServer {
  url: string;
  blobs: Map<string, StoredBlob>;
  requests: { method: string; path: string; headers: IncomingMessage["headers"] }[];
  close: () => Promise<void>;
}

const notFound = { error: { code: "not_found", message: "The requested blob does not exist" } };

/**
 * A loopback server speaking the parts of the Vercel Blob API the SDK uses: PUT /?pathname=
 * (store), GET /?url= (head), POST /delete, and GET /<pathname> on the blob URL it hands out.
 */
export async function startBlobServer(token: string): Promise<BlobServer> {
  const blobs = new Map<string, StoredBlob>();
  const requests: BlobServer["requests"] = [];
  let base = "";
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", base);
    requests.push({ method: request.method ?? "", path: url.pathname + url.search, headers: request.headers });
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(value));
    };
    if (request.headers.authorization !== `Bearer ${token}`) return json(403, { error: { code: "forbidden", message: "Access denied" } });
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const describe = (pathname: string, blob: StoredBlob) => ({
      url: `${base}/blob/${pathname}`,
      downloadUrl: `${base}/blob/${pathname}?download=1`,
      pathname,
      size: blob.body.length,
      contentType: blob.contentType,
      contentDisposition: `inline; filename="${pathname.split("/").pop()}"`,
      cacheControl: "public, max-age=2592000",
      uploadedAt: blob.uploadedAt.toISOString(),
      etag: `"${blob.body.length}"`,
    });
    if (request.method === "PUT" && url.pathname === "/" && url.searchParams.has("pathname")) {
      const pathname = url.searchParams.get("pathname")!;
      if (blobs.has(pathname) && request.headers["x-allow-overwrite"] !== "1") return json(400, { error: { code: "bad_request", message: "blob exists" } });
      const blob = { body, contentType: String(request.headers["x-content-type"] ?? "application/octet-stream"), uploadedAt: new Date() };
      blobs.set(pathname, blob);
      return json(200, describe(pathname, blob));
    }
    if (request.method === "GET" && url.pathname === "/" && url.searchParams.has("url")) {
      const target = url.searchParams.get("url")!;
      const pathname = target.startsWith(base) ? new URL(target).pathname.replace(/^\/blob\//, "") : target;
      const blob = blobs.get(pathname);
      return blob ? json(200, describe(pathname, blob)) : json(404, notFound);
    }
    if (request.method === "POST" && url.pathname === "/delete") {
      for (const target of (JSON.parse(body.toString()) as { urls: string[] }).urls) {
        blobs.delete(target.startsWith(base) ? new URL(target).pathname.replace(/^\/blob\//, "") : target);
      }
      return json(200, {});
    }
    if (request.method === "GET" && url.pathname.startsWith("/blob/")) {
      const blob = blobs.get(decodeURIComponent(url.pathname.slice("/blob/".length)));
      if (!blob) return json(404, notFound);
      response.writeHead(200, { "content-type": blob.contentType, "content-length": String(blob.body.length) });
      return response.end(blob.body);
    }
    json(400, { error: { code: "bad_request", message: `unexpected ${request.method} ${url.pathname}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: base, blobs, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
