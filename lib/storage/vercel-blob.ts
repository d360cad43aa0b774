import { Readable, Transform } from "node:stream";
import { BlobNotFoundError, del, head, put } from "@vercel/blob";
import type { BlobStore, PutOptions, StoredBlob } from "./types";

/**
 * Blobs in a Vercel Blob store (private access; the app serves them through its own
 * authenticated routes). Writes, lookups and deletes go through the SDK (which honours
 * VERCEL_BLOB_API_URL); reads fetch the blob URL the store reported, with the token.
 */
export class VercelBlobStore implements BlobStore {
  readonly driver = "vercel-blob";
  /** Blob URLs by key: with no random suffix a key's URL never changes. */
  private readonly urls = new Map<string, string>();

  constructor(private readonly token: string) {}

  async put(key: string, body: Buffer | Uint8Array | Readable | ReadableStream<Uint8Array>, options: PutOptions) {
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.byteLength;
        callback(null, chunk);
      },
    });
    const source = body instanceof Uint8Array ? Readable.from([body]) : body instanceof Readable ? body : Readable.fromWeb(body as import("node:stream/web").ReadableStream);
    source.on("error", (error) => counter.destroy(error));
    const result = await put(key, source.pipe(counter), {
      access: "private",
      contentType: options.contentType,
      addRandomSuffix: false,
      allowOverwrite: true,
      token: this.token,
    });
    this.urls.set(key, result.url);
    return { size };
  }

  private async urlOf(key: string): Promise<string | null> {
    const known = this.urls.get(key);
    if (known) return known;
    try {
      const { url } = await head(key, { token: this.token });
      this.urls.set(key, url);
      return url;
    } catch (error) {
      if (error instanceof BlobNotFoundError) return null;
      throw error;
    }
  }

  async get(key: string): Promise<StoredBlob | null> {
    const url = await this.urlOf(key);
    if (!url) return null;
    const response = await fetch(url, { headers: { authorization: `Bearer ${this.token}` } });
    if (response.status === 404) {
      await response.body?.cancel();
      this.urls.delete(key);
      return null;
    }
    if (!response.ok || !response.body) throw new Error(`blob store answered ${response.status} for ${key}`);
    return {
      body: response.body,
      size: Number(response.headers.get("content-length") ?? 0),
      contentType: response.headers.get("content-type") ?? "application/octet-stream",
    };
  }

  async delete(keys: string | string[]) {
    const list = Array.isArray(keys) ? keys : [keys];
    if (list.length === 0) return;
    await del(list, { token: this.token });
    for (const key of list) this.urls.delete(key);
  }
}
