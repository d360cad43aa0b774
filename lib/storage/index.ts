import type { Readable } from "node:stream";
import { LocalDiskStore } from "./local-disk";
import { VercelBlobStore } from "./vercel-blob";

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

let store: BlobStore | undefined;

/** Vercel Blob when `BLOB_READ_WRITE_TOKEN` is set, else the local disk. */
export function blobStore(): BlobStore {
  const token = process.env.BLOB_READ_WRITE_TOKEN;
  return (store ??= token ? new VercelBlobStore(token) : new LocalDiskStore());
}

/** Replaces the store (tests, or a driver chosen by other means). */
export function setBlobStore(next: BlobStore) {
  store = next;
}

/** Forgets the chosen store, so the next blobStore() picks again from the environment. */
export function resetBlobStore() {
  store = undefined;
}
