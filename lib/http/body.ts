import { tooLarge } from "../errors";

export const defaultJsonLimitBytes = 1024 * 1024;

/** Rejects a declared Content-Length over the limit before reading anything. */
export function assertDeclaredLength(request: Request, limitBytes: number) {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limitBytes) throw tooLarge(limitBytes);
}

/** Reads the body as text, stopping as soon as it passes the limit. */
export async function readTextCapped(request: Request, limitBytes: number): Promise<string> {
  assertDeclaredLength(request, limitBytes);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limitBytes) {
      await reader.cancel();
      throw tooLarge(limitBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export function isJsonContentType(contentType: string | null): boolean {
  if (!contentType) return false;
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  return type === "application/json" || type.endsWith("+json");
}
