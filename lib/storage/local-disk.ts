import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { randomUUID } from "node:crypto";
import { dataDir } from "../config";
import type { BlobStore, PutOptions, StoredBlob } from "./types";

/** Blobs as files under `<data dir>/blobs`, with the content type in a sidecar file. */
export class LocalDiskStore implements BlobStore {
  readonly driver = "local";
  constructor(private readonly root = path.join(dataDir, "blobs")) {}

  private pathOf(key: string) {
    const resolved = path.resolve(this.root, key);
    if (!resolved.startsWith(this.root + path.sep)) throw new Error(`invalid blob key ${key}`);
    return resolved;
  }

  async put(key: string, body: Buffer | Uint8Array | Readable | ReadableStream<Uint8Array>, options: PutOptions) {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write beside the target and rename, so readers never see a half-written file.
    const temporary = `${target}.${randomUUID()}.tmp`;
    try {
      if (body instanceof Uint8Array) await writeFile(temporary, body);
      else {
        const source = body instanceof Readable ? body : Readable.fromWeb(body as import("node:stream/web").ReadableStream);
        await pipeline(source, createWriteStream(temporary));
      }
      await writeFile(`${target}.meta`, JSON.stringify({ contentType: options.contentType }));
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return { size: (await stat(target)).size };
  }

  async get(key: string): Promise<StoredBlob | null> {
    const target = this.pathOf(key);
    try {
      const [info, meta] = await Promise.all([stat(target), readFile(`${target}.meta`, "utf8")]);
      const body = Readable.toWeb(createReadStream(target)) as ReadableStream<Uint8Array>;
      return { body, size: info.size, contentType: (JSON.parse(meta) as { contentType: string }).contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(keys: string | string[]) {
    for (const key of Array.isArray(keys) ? keys : [keys]) {
      const target = this.pathOf(key);
      await Promise.all([rm(target, { force: true }), rm(`${target}.meta`, { force: true })]);
    }
  }
}
