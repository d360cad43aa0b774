import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { Upload } from "../upload";
import { readFormFiles, streamFormFile } from "./form-files";

/** The request's body as an upload for services (the route wrapper's `upload`). */
export function requestUpload(request: Request): Upload {
  return {
    declaredBytes: Number(request.headers.get("content-length")) || null,
    files: (limits) => readFormFiles(request, limits),
    streamFile: (field, maxBytes, store) => streamFormFile(request, field, maxBytes, store),
    stream: () => (request.body ? Readable.fromWeb(request.body as NodeReadableStream) : null),
  };
}
