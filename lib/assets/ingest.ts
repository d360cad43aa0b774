import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { tooLarge } from "../errors";
import { blobStore } from "../storage";
import { assetLimitBytes, detectContentType, sniffBytes } from "./file-types";

export interface StoredFile {
  contentType: string;
  filename: string;
  size: number;
  sha256: string;
}

/**
 * Streams a file into the blob store: sniffs its type from the first bytes (before
 * anything is stored), counts and hashes the rest on the way, and stops past the limit.
 * Only the sniffed head is ever held whole in memory.
 */
export async function storeFileStream(
  key: string,
  source: AsyncIterable<Uint8Array>,
  filename: string | null,
  field = "body.file",
  limitBytes = assetLimitBytes,
): Promise<StoredFile> {
  const iterator = source[Symbol.asyncIterator]();
  const hash = createHash("sha256");
  let size = 0;
  const count = (chunk: Uint8Array) => {
    size += chunk.byteLength;
    if (size > limitBytes) throw tooLarge(limitBytes);
    hash.update(chunk);
  };
  const headChunks: Uint8Array[] = [];
  let done = false;
  while (size < sniffBytes) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    count(next.value);
    headChunks.push(next.value);
  }
  const head = Buffer.concat(headChunks);
  const type = await detectContentType(head, filename, field);
  async function* body() {
    yield head;
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      count(next.value);
      yield next.value;
    }
  }
  await blobStore().put(key, Readable.from(body(), { objectMode: false }), { contentType: type.contentType });
  return { ...type, size, sha256: hash.digest("hex") };
}
