import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { DomainError, invalidInput, tooLarge } from "../errors";
import { assertDeclaredLength } from "./body";
import type { FilesForm, FormFilesLimits, StreamedFile } from "../upload";
import { assertStorableStrings } from "./input-checks";

/**
 * Reads a multipart form with any number of files in one field into memory, for uploads
 * small enough to process whole (markdown, a zip of a docs folder). Stops reading as soon
 * as a limit is passed: 413. Large single files stream instead (streamFormFile).
 */
export async function readFormFiles(request: Request, limits: FormFilesLimits): Promise<FilesForm> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) {
    throw new DomainError("unsupported_media_type", `Send a multipart/form-data body with the files in the field \`${limits.field}\`.`);
  }
  assertDeclaredLength(request, limits.maxBytes + 64 * 1024);
  if (!request.body) throw invalidInput("The request has no body.");
  const source = Readable.fromWeb(request.body as NodeReadableStream);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      preservePath: true,
      limits: { files: limits.maxFiles, fileSize: limits.maxBytes, fields: 20, fieldSize: 4096 },
    });
  } catch {
    throw invalidInput("The multipart body could not be read.");
  }
  const form: FilesForm = { files: [], fields: {} };
  return new Promise<FilesForm>((resolve, reject) => {
    let total = 0;
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      source.unpipe(parser);
      source.destroy();
      reject(error);
    };
    parser.on("field", (name, value) => {
      try {
        assertStorableStrings({ [name]: value }, "body");
        form.fields[name] = value;
      } catch (error) {
        fail(error);
      }
    });
    parser.on("file", (name, stream, info) => {
      if (name !== limits.field) {
        stream.resume();
        fail(invalidInput(`Send files in the field \`${limits.field}\`.`, [{ path: `body.${name}`, message: "unexpected file field" }]));
        return;
      }
      try {
        assertStorableStrings({ [name]: info.filename ?? "" }, "body");
      } catch (error) {
        stream.resume();
        fail(error);
        return;
      }
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => {
        total += chunk.length;
        if (total > limits.maxBytes) fail(tooLarge(limits.maxBytes));
        else chunks.push(chunk);
      });
      stream.on("end", () => form.files.push({ filename: info.filename ?? "", bytes: Buffer.concat(chunks) }));
    });
    parser.on("filesLimit", () => fail(new DomainError("payload_too_large", `Send at most ${limits.maxFiles} files.`, { extensions: { limit_files: limits.maxFiles } })));
    parser.on("error", () => fail(invalidInput("The multipart body could not be read.")));
    parser.on("close", () => {
      if (failed) return;
      if (form.files.length === 0) {
        fail(invalidInput(`Send at least one file in the multipart form field \`${limits.field}\`.`, [{ path: `body.${limits.field}`, message: "required" }]));
        return;
      }
      resolve(form);
    });
    source.on("error", fail);
    source.pipe(parser);
  });
}

/**
 * Reads a multipart form with busboy, handing the one file in `field` to `store` as it
 * arrives (never the whole file in memory). Small text fields are collected.
 */
export async function streamFormFile<T>(
  request: Request,
  field: string,
  maxBytes: number,
  store: (stream: Readable, filename: string | null) => Promise<T>,
): Promise<StreamedFile<T>> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) {
    throw new DomainError("unsupported_media_type", `Send a multipart/form-data body with the file in the field \`${field}\`.`);
  }
  assertDeclaredLength(request, maxBytes + 64 * 1024);
  if (!request.body) throw invalidInput("The request has no body.");
  const source = Readable.fromWeb(request.body as NodeReadableStream);
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { "content-type": contentType }, limits: { files: 1, fields: 10, fieldSize: 4096 } });
  } catch {
    throw invalidInput("The multipart body could not be read.");
  }
  const fields: Record<string, string> = {};
  return new Promise<StreamedFile<T>>((resolve, reject) => {
    let stored: Promise<T> | null = null;
    let failed = false;
    const fail = (error: unknown) => {
      failed = true;
      source.unpipe(parser);
      source.destroy();
      reject(error);
    };
    parser.on("field", (name, value) => {
      try {
        assertStorableStrings({ [name]: value }, "body");
        fields[name] = value;
      } catch (error) {
        fail(error);
      }
    });
    parser.on("file", (name, stream, info) => {
      if (name !== field || stored || failed) {
        stream.resume();
        return;
      }
      try {
        assertStorableStrings({ [field]: info.filename ?? "" }, "body");
      } catch (error) {
        stream.resume();
        fail(error);
        return;
      }
      stored = store(stream, info.filename || null);
      stored.catch((error) => {
        stream.resume();
        fail(error);
      });
    });
    parser.on("error", () => fail(invalidInput("The multipart body could not be read.")));
    parser.on("close", () => {
      if (!stored) {
        fail(invalidInput(`Send the file in the multipart form field \`${field}\`.`, [{ path: `body.${field}`, message: "required" }]));
        return;
      }
      stored.then((file) => resolve({ file, fields }), fail);
    });
    source.on("error", fail);
    source.pipe(parser);
  });
}
