import { DomainError } from "../errors";
import { assertDeclaredLength } from "./body";

/**
 * The file in a small multipart form (buffered; large uploads stream instead). The
 * overall body may exceed the file limit a little for the form's own framing.
 */
export async function readFormFile(request: Request, field: string, limitBytes: number): Promise<File | null> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) {
    throw new DomainError("unsupported_media_type", `Send a multipart/form-data body with the file in the field \`${field}\`.`);
  }
  assertDeclaredLength(request, limitBytes + 64 * 1024);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new DomainError("invalid_input", "The multipart body could not be read.");
  }
  const value = form.get(field);
  return value instanceof File ? value : null;
}

export function blobResponse(blob: { body: ReadableStream<Uint8Array>; size: number; contentType: string }, cacheControl: string) {
  return new Response(blob.body, {
    headers: {
      "content-type": blob.contentType,
      "content-length": String(blob.size),
      "cache-control": cacheControl,
      "x-content-type-options": "nosniff",
    },
  });
}
