import { z } from "zod";
import type { DocumentationAccess } from "../auth/access";
import type { Principal } from "../auth/principal";
import { DomainError, formatBytes, invalidInput } from "../errors";
import { assertUninitialized, writeInitialContent } from "./initial-content";
import { contentFromMarkdownFiles, isMarkdownPath, type MarkdownFile } from "./markdown-files";
import type { Upload } from "../upload";
import { VersionName } from "./schemas";
import type { FilesDocumentation, SkippedFile } from "./views";
import { extractZip, isUnsafePath, unsafePathsError } from "./zip-archive";

const MiB = 1024 * 1024;

export const fileUploadLimits = {
  /** All uploaded files together, as sent (a zip compressed). */
  uploadBytes: 20 * MiB,
  uploadFiles: 1_000,
  /** One markdown file, uploaded or extracted. */
  markdownBytes: 1 * MiB,
  zipEntries: 10_000,
  /** Markdown extracted from all zips together. */
  zipMarkdownBytes: 50 * MiB,
};

const UploadFields = z.strictObject({ version_name: VersionName.optional() });

/** The multipart form: one or more `file` fields beside the text fields. */
export const FilesUploadForm = UploadFields.extend({ file: z.array(z.file()).min(1) });


/** macOS resource forks, dotfiles and dot-directories are not documentation. */
const isHidden = (path: string) => path.split("/").some((segment) => segment.startsWith(".") || segment === "__MACOSX");

const isZip = (filename: string) => filename.toLowerCase().endsWith(".zip");

/**
 * Multipart form: one or more `file` parts holding markdown files or zips of a docs folder,
 * and an optional `version_name`. The files become sections, folders and pages as their
 * paths say (see contentFromMarkdownFiles); a zip's single top-level folder is unwrapped.
 */
export async function initializeFromFiles(access: DocumentationAccess, principal: Principal, upload: Pick<Upload, "files">): Promise<FilesDocumentation> {
  // Before reading up to 20 MB of upload.
  await assertUninitialized(access.documentationId);
  const form = await upload.files({ field: "file", maxBytes: fileUploadLimits.uploadBytes, maxFiles: fileUploadLimits.uploadFiles });
  const fields = UploadFields.parse(form.fields);
  const unsafe = form.files.map((file) => file.filename).filter(isUnsafePath);
  if (unsafe.length > 0) throw unsafePathsError(unsafe);
  const markdown: MarkdownFile[] = [];
  const skipped: SkippedFile[] = [];
  let zipBytes = 0;

  const take = (path: string, bytes: Uint8Array) => {
    const content = isHidden(path) ? null : decodeUtf8(bytes);
    if (content === null) skipped.push({ path, reason: isHidden(path) ? "hidden" : "not_utf8" });
    else markdown.push({ path, content });
  };

  for (const file of form.files) {
    const filename = file.filename.replaceAll("\\", "/");
    if (isZip(filename)) {
      const zip = extractZip(file.bytes, (path) => isMarkdownPath(path) && !isHidden(path), {
        maxEntries: fileUploadLimits.zipEntries,
        maxFileBytes: fileUploadLimits.markdownBytes,
        maxTotalBytes: fileUploadLimits.zipMarkdownBytes - zipBytes,
      });
      zipBytes += zip.files.reduce((sum, entry) => sum + entry.bytes.length, 0);
      const root = singleRootFolder([...zip.files.map((entry) => entry.path), ...zip.skipped.filter((path) => !isHidden(path))]);
      for (const entry of zip.files) take(entry.path.slice(root.length), entry.bytes);
      for (const path of zip.skipped) skipped.push({ path, reason: isHidden(path) ? "hidden" : "not_markdown" });
    } else if (isMarkdownPath(filename)) {
      if (file.bytes.length > fileUploadLimits.markdownBytes) {
        throw new DomainError("payload_too_large", `"${filename}" is larger than ${formatBytes(fileUploadLimits.markdownBytes)}.`, {
          extensions: { limit_bytes: fileUploadLimits.markdownBytes },
        });
      }
      take(filename, file.bytes);
    } else {
      throw new DomainError("unsupported_media_type", `"${filename || "(unnamed)"}" is neither markdown (.md, .mdx, .markdown) nor a .zip archive.`, {
        errors: [{ path: "body.file", message: "unsupported file type" }],
      });
    }
  }

  if (markdown.length === 0) {
    throw new DomainError("invalid_input", "The upload holds no markdown files (.md, .mdx, .markdown).", {
      errors: [{ path: "body.file", message: "no markdown files" }],
      extensions: { skipped },
    });
  }
  assertDistinctPaths(markdown);
  const uploads = form.files.map((file) => file.filename).slice(0, 50);
  const content = contentFromMarkdownFiles(markdown, { versionName: fields.version_name ?? "v1", source: "files", sourceDetails: { uploads } });
  const documentation = await writeInitialContent(access, principal, "files", content);
  return { ...documentation, imported_files: markdown.length, skipped };
}

/** The file as text; null when it is not UTF-8, or holds NUL bytes (binary, and not storable as text). */
function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return text.includes("\u0000") ? null : text;
  } catch {
    return null;
  }
}

/** `docs/` when every path of the archive lies under that one folder (a zipped folder), else "". */
function singleRootFolder(paths: string[]): string {
  const first = paths[0]?.split("/")[0];
  if (!first || paths.some((path) => !path.includes("/") || path.split("/")[0] !== first)) return "";
  return `${first}/`;
}

function assertDistinctPaths(files: MarkdownFile[]) {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const file of files) {
    if (seen.has(file.path)) duplicates.add(file.path);
    seen.add(file.path);
  }
  if (duplicates.size > 0) {
    throw invalidInput(`Two uploaded files have the same path: ${[...duplicates].join(", ")}.`, [{ path: "body.file", message: "duplicate path" }]);
  }
}
