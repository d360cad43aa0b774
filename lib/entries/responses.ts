import type { EntryView } from "./views";

/** JSON carrying the entry's ETag, so a later write can send it back in If-Match. */
export function entryResponse(result: { entry: EntryView; etag: string }, status = 200): Response {
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
