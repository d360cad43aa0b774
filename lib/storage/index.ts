import { LocalDiskStore } from "./local-disk";
import type { BlobStore } from "./types";
import { VercelBlobStore } from "./vercel-blob";

export type { BlobStore, PutOptions, StoredBlob } from "./types";

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
