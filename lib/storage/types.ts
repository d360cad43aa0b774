import type { Readable } from "node:stream";

export interface StoredBlob {
  /** The bytes, streamed. */
  body: ReadableStream<Uint8Array>;
  size: number;
  contentType: string;
}

export interface PutOptions {
  contentType: string;
}

/** Where asset bytes, logos and published files live: local disk or Vercel Blob. */
export interface BlobStore {
  readonly driver: string;
  put(key: string, body: Buffer | Uint8Array | Readable | ReadableStream<Uint8Array>, options: PutOptions): Promise<{ size: number }>;
  get(key: string): Promise<StoredBlob | null>;
  delete(keys: string | string[]): Promise<void>;
}
