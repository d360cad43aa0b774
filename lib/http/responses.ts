import type { StoredBlob } from "../storage";

/** JSON carrying the entry's ETag, so a later write can send it back in If-Match. */
export function entryResponse(result: { entry: unknown; etag: string }, status = 200): Response {
  return Response.json(result.entry, { status, headers: { etag: result.etag, "cache-control": "private, no-cache" } });
}

/** A serialized tree with its ETag; a matching If-None-Match gets 304. */
export function treeResponse(request: Request, tree: { body: Uint8Array<ArrayBuffer>; etag: string }): Response {
  const headers = { etag: tree.etag, "cache-control": "private, no-cache" };
  if (request.headers.get("if-none-match") === tree.etag) return new Response(null, { status: 304, headers });
  return new Response(tree.body, {
    headers: { ...headers, "content-type": "application/json", "content-length": String(tree.body.byteLength) },
  });
}

/**
 * The stored bytes, streamed. An asset's bytes never change, so its hash is a strong ETag
 * and caches may keep it. SVG is served so that script in it cannot run on our origin.
 */
export function assetFileResponse(request: Request, asset: { sha256: string; filename: string; contentType: string }, blob: StoredBlob): Response {
  const etag = `"${asset.sha256}"`;
  const headers = new Headers({
    etag,
    "cache-control": "private, max-age=31536000, immutable",
    "x-content-type-options": "nosniff",
    "content-disposition": `inline; filename*=UTF-8''${encodeURIComponent(asset.filename)}`,
  });
  if (asset.contentType === "image/svg+xml") {
    headers.set("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  }
  if (request.headers.get("if-none-match") === etag) {
    void blob.body.cancel();
    return new Response(null, { status: 304, headers });
  }
  headers.set("content-type", asset.contentType);
  headers.set("content-length", String(blob.size));
  return new Response(blob.body, { headers });
}
