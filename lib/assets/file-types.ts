import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import { invalidInput } from "../errors";

export const assetLimitBytes = 10 * 1024 * 1024;
/** Enough of the start of a file for content sniffing. */
export const sniffBytes = 4100;

const typesByExtension: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".svg": "image/svg+xml",
  ".pdf": "application/pdf",
};
const extensionByType: Record<string, string> = {
  "image/png": ".png",
  "image/jpeg": ".jpg",
  "image/gif": ".gif",
  "image/svg+xml": ".svg",
  "application/pdf": ".pdf",
};

export const allowedExtensions = Object.keys(typesByExtension);
/** The content types an asset may have. */
export const assetContentTypes = Object.keys(extensionByType);

const unsupported = (path: string, message: string) =>
  invalidInput(`Unsupported file type: ${message}. Allowed: ${allowedExtensions.join(", ")}.`, [{ path, message }]);

/** Whether a file name has an allowed extension (checked before any bytes arrive). */
export function assertAllowedName(filename: string, field = "body.filename") {
  if (!typesByExtension[path.extname(filename).toLowerCase()]) throw unsupported(field, `"${filename}" does not end in an allowed extension`);
}

/** A new name for stored bytes must keep naming their type (it sets the download's extension). */
export function assertNameMatchesType(filename: string, contentType: string, field = "body.filename") {
  assertAllowedName(filename, field);
  if (typesByExtension[path.extname(filename).toLowerCase()] !== contentType) {
    throw unsupported(field, `"${filename}" does not name a ${contentType} file`);
  }
}

/** An SVG starts (after an optional BOM, XML declaration, comments and doctype) with <svg. */
function looksLikeSvg(head: Buffer): boolean {
  const text = head.toString("utf8").replace(/^\uFEFF/, "");
  const rest = text
    .replace(/^\s*<\?xml[^>]*\?>/i, "")
    .replace(/^(\s*<!--[\s\S]*?-->)*/, "")
    .replace(/^\s*<!DOCTYPE\s+svg[^>]*>/i, "")
    .replace(/^(\s*<!--[\s\S]*?-->)*/, "");
  return /^\s*<svg[\s>]/i.test(rest);
}

/**
 * The content type of a file from its first bytes; its name must agree. Binary formats by
 * their signature (file-type), SVG by parsing the start of the text.
 */
export async function detectContentType(head: Buffer, filename: string | null, field = "body.file"): Promise<{ contentType: string; filename: string }> {
  const sniffed = await fileTypeFromBuffer(head);
  const textual = !sniffed || sniffed.ext === "xml";
  const contentType = sniffed && extensionByType[sniffed.mime] ? sniffed.mime : textual && looksLikeSvg(head) ? "image/svg+xml" : null;
  if (!contentType) throw unsupported(field, "the content is not a PNG, JPEG, GIF, SVG or PDF file");
  if (filename === null) return { contentType, filename: `file${extensionByType[contentType]}` };
  const claimed = typesByExtension[path.extname(filename).toLowerCase()];
  if (!claimed) throw unsupported(field, `"${filename}" does not end in an allowed extension`);
  if (claimed !== contentType) throw unsupported(field, `"${filename}" contains ${contentType}, not ${claimed}`);
  return { contentType, filename };
}

/** A file name for stored metadata: no directories, no control characters. */
export function cleanFilename(name: string): string {
  const base = path.basename(name.replace(/\\/g, "/")).replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return base.slice(0, 255) || "file";
}
