import { Unzip, UnzipInflate } from "fflate";
import { DomainError, formatBytes, invalidInput } from "../errors";

export interface ZipLimits {
  /** Entries of any kind, skipped ones included. */
  maxEntries: number;
  /** Uncompressed bytes of one extracted file. */
  maxFileBytes: number;
  /** Uncompressed bytes of all extracted files together. */
  maxTotalBytes: number;
}

export interface ZipContents {
  files: { path: string; bytes: Uint8Array }[];
  /** Entries not extracted: their paths, directories excluded. */
  skipped: string[];
}

/**
 * Whether a path from an archive or an upload would land outside the folder it is extracted
 * to: absolute (`/etc/x.md`, `C:\x.md`, `\\server\x.md`) or climbing out with `..`, whichever
 * slash separates it.
 */
export function isUnsafePath(path: string): boolean {
  const slashed = path.replaceAll("\\", "/");
  return slashed.startsWith("/") || /^[a-z]:/i.test(slashed) || slashed.split("/").includes("..");
}

/** The 400 for an upload naming unsafe paths: it is refused whole, not partly imported. */
export function unsafePathsError(paths: string[]): DomainError {
  const shown = paths.slice(0, 20);
  return invalidInput(
    `The upload names paths outside its folder (absolute, a drive, or \`..\`): ${shown.map((path) => `"${path}"`).join(", ")}${paths.length > shown.length ? ", …" : ""}.`,
    shown.map((path) => ({ path: "body.file", message: `unsafe path "${path}"` })),
  );
}

/**
 * Extracts the entries `wanted` accepts from a zip archive, counting the bytes actually
 * inflated (not the sizes the archive declares), so a zip bomb stops at the limits with a 413.
 * The archive is fed in small chunks: one chunk inflates to at most about a thousand times its size.
 * An archive with any entry at an unsafe path (isUnsafePath), directories included, is refused.
 */
export function extractZip(archive: Uint8Array, wanted: (path: string) => boolean, limits: ZipLimits): ZipContents {
  const contents: ZipContents = { files: [], skipped: [] };
  const unsafe: string[] = [];
  let entries = 0;
  let total = 0;
  let failure: DomainError | undefined;
  const stop = (error: DomainError) => (failure ??= error);

  const unzip = new Unzip((entry) => {
    if (failure) return;
    if (++entries > limits.maxEntries) {
      stop(new DomainError("payload_too_large", `The zip archive has more than ${limits.maxEntries} entries.`, { extensions: { limit_entries: limits.maxEntries } }));
      return;
    }
    if (isUnsafePath(entry.name)) {
      unsafe.push(entry.name);
      return;
    }
    if (entry.name.endsWith("/")) return;
    if (!wanted(entry.name)) {
      contents.skipped.push(entry.name);
      return;
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    entry.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) {
        stop(invalidInput(`The zip entry "${entry.name}" could not be read: ${error.message}`, [{ path: "body.file", message: "corrupt zip entry" }]));
        return;
      }
      size += chunk.length;
      total += chunk.length;
      if (size > limits.maxFileBytes) {
        entry.terminate();
        stop(new DomainError("payload_too_large", `"${entry.name}" is larger than ${formatBytes(limits.maxFileBytes)} uncompressed.`, { extensions: { limit_bytes: limits.maxFileBytes } }));
      } else if (total > limits.maxTotalBytes) {
        entry.terminate();
        stop(new DomainError("payload_too_large", `The zip archive holds more than ${formatBytes(limits.maxTotalBytes)} of files uncompressed.`, { extensions: { limit_bytes: limits.maxTotalBytes } }));
      } else {
        chunks.push(chunk);
        if (final) contents.files.push({ path: entry.name, bytes: Buffer.concat(chunks) });
      }
    };
    try {
      entry.start();
    } catch {
      stop(invalidInput(`The zip entry "${entry.name}" uses an unsupported compression method (${entry.compression}).`, [{ path: "body.file", message: "unsupported compression" }]));
    }
  });
  unzip.register(UnzipInflate);

  const chunkBytes = 16 * 1024;
  try {
    for (let offset = 0; offset < archive.length && !failure; offset += chunkBytes) {
      unzip.push(archive.subarray(offset, offset + chunkBytes), offset + chunkBytes >= archive.length);
    }
  } catch (error) {
    stop(invalidInput(`The zip archive could not be read: ${(error as Error).message}`, [{ path: "body.file", message: "invalid zip" }]));
  }
  if (failure) throw failure;
  if (unsafe.length > 0) throw unsafePathsError(unsafe);
  if (entries === 0) throw invalidInput("The zip archive is empty or not a zip archive.", [{ path: "body.file", message: "invalid zip" }]);
  return contents;
}
