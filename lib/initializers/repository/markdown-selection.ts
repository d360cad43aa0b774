import { DomainError, formatBytes, invalidInput } from "../../errors";
import { isMarkdownPath, markdownExtensions, type MarkdownFile } from "../markdown-files";

/** What one import reads: enough for large handbooks, bounded for one request's memory. */
export const repositoryImportLimits = { files: 1_000, fileBytes: 1024 * 1024, totalBytes: 20 * 1024 * 1024 };

/** A file of a repository's tree; `size` when the listing gives it, so limits hold before reading. */
export interface RepositoryFile {
  path: string;
  size?: number;
  read: () => Promise<Buffer>;
}

const readConcurrency = 8;

const tooLarge = (message: string, limitBytes: number) => new DomainError("payload_too_large", message, { extensions: { limit_bytes: limitBytes } });

/**
 * The markdown files under the directory `root`, read, with paths relative to it; within the
 * import limits. `onProgress` is told how many of them have been read.
 */
export async function readMarkdownFiles(
  files: RepositoryFile[],
  root: string,
  onProgress: (read: number, total: number) => Promise<void> = async () => {},
): Promise<MarkdownFile[]> {
  const prefix = root ? `${root}/` : "";
  const selected = files.filter((file) => file.path.startsWith(prefix) && isMarkdownPath(file.path));
  const where = root ? `under ${root}` : "in the repository";
  if (selected.length === 0) {
    throw invalidInput(`No markdown files (${markdownExtensions.join(", ")}) ${where}.`, [{ path: "body.path", message: "no markdown files" }]);
  }
  if (selected.length > repositoryImportLimits.files) {
    throw invalidInput(`There are ${selected.length} markdown files ${where}; an import takes at most ${repositoryImportLimits.files}. Choose a narrower path.`, [
      { path: "body.path", message: "too many markdown files" },
    ]);
  }
  let total = 0;
  const count = (file: RepositoryFile, size: number) => {
    if (size > repositoryImportLimits.fileBytes) {
      throw tooLarge(`${file.path} is larger than ${formatBytes(repositoryImportLimits.fileBytes)}, the limit for one file.`, repositoryImportLimits.fileBytes);
    }
    total += size;
    if (total > repositoryImportLimits.totalBytes) {
      throw tooLarge(`The markdown files ${where} add up to more than ${formatBytes(repositoryImportLimits.totalBytes)}.`, repositoryImportLimits.totalBytes);
    }
  };
  for (const file of selected) if (file.size !== undefined) count(file, file.size);
  total = 0;

  const read: MarkdownFile[] = new Array(selected.length);
  let next = 0;
  let done = 0;
  await onProgress(0, selected.length);
  const worker = async () => {
    while (next < selected.length) {
      const index = next++;
      const file = selected[index]!;
      const bytes = await file.read();
      count(file, bytes.length);
      read[index] = { path: file.path.slice(prefix.length), content: bytes.toString("utf8") };
      await onProgress(++done, selected.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(readConcurrency, selected.length) }, worker));
  return read;
}
