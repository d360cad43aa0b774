import { Readable } from "node:stream";
import busboy from "busboy";
import { DomainError, invalidInput } from "../errors";
import { assertDeclaredLength } from "../http/body";
import { assertStorableStrings } from "../http/input-checks";
import { assetLimitBytes } from "./file-types";
import { storeFileStream, type StoredFile } from "./ingest";

export interface UploadedForm {
  file: StoredFile;
  fields: Record<string, string>;
}

/**
 * Reads a multipart form with busboy, streaming the `file` field into the blob store as
 * it arrives (never the whole file in memory). Small text fields are collected.
 */
export async function receiveMultipartFile(request: Request, key: string, field = "file"): Promise<UploadedForm> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) {
    throw new DomainError("unsupported_media_type", `Send a multipart/form-data body with the file in the field \`${field}\`.`);
  }
  assertDeclaredLength(request, assetLimitBytes + 64 * 1024);
  if (!request.body) throw invalidInput("The request has no body.");
  const source = Readable.fromWeb(request.body as import("node:stream/web").ReadableStream);
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { "content-type": contentType }, limits: { files: 1, fields: 10, fieldSize: 4096 } });
  } catch {
    throw invalidInput("The multipart body could not be read.");
  }
  const fields: Record<string, string> = {};
  return new Promise<UploadedForm>((resolve, reject) => {
    let stored: Promise<StoredFile> | null = null;
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
      stored = storeFileStream(key, stream, info.filename || null);
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
