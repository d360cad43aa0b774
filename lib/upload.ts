import type { Readable } from "node:stream";

/** A file of a multipart form, read whole. */
export interface FormFile {
  /** The part's filename; may be a relative path such as `guides/install.md`. */
  filename: string;
  bytes: Buffer;
}

export interface FilesForm {
  files: FormFile[];
  fields: Record<string, string>;
}

export interface FormFilesLimits {
  /** The name of the file fields; files in other fields are refused. */
  field: string;
  /** All files together. */
  maxBytes: number;
  maxFiles: number;
}

/** What a service made of a streamed file, with the form's text fields. */
export interface StreamedFile<T> {
  file: T;
  fields: Record<string, string>;
}

/**
 * An upload's body as services receive it (the route wrapper builds it from the request).
 * Nothing is read until a service asks, so it can refuse first (a locked project, a spent
 * quota) without reading the bytes.
 */
export interface Upload {
  /** The size the sender declared, or null. */
  declaredBytes: number | null;
  /**
   * A multipart form's files in one field, read into memory (uploads small enough to process
   * whole: markdown, a zip of a docs folder); 413 as soon as a limit is passed.
   */
  files(limits: FormFilesLimits): Promise<FilesForm>;
  /**
   * A multipart form's one file in `field` (at most `maxBytes`), handed to `store` as a stream
   * as it arrives (never whole in memory), with the form's small text fields.
   */
  streamFile<T>(field: string, maxBytes: number, store: (stream: Readable, filename: string | null) => Promise<T>): Promise<StreamedFile<T>>;
  /** The raw body (a file's bytes), or null when the request has none. */
  stream(): Readable | null;
}
