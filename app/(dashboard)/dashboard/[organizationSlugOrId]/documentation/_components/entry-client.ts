import { ApiError, problemOf, responseProblem, type Problem } from "@/lib/client/api";
import type { AssetItem, EntryDocument } from "./types";

/** An entry with the ETag its next write sends back in If-Match. */
export interface VersionedEntry {
  entry: EntryDocument;
  etag: string;
}

/** A 412's problem names the entry's current ETag, so "overwrite" can still be conditional. */
export type StaleProblem = Problem & { current_etag?: string };

async function entryRequest(method: "GET" | "PUT", path: string, init: { body?: unknown; ifMatch?: string } = {}): Promise<VersionedEntry> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.ifMatch) headers["if-match"] = init.ifMatch;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      credentials: "same-origin",
      cache: "no-store",
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiError({ status: 0, title: "Network error", detail: "The server could not be reached. Check your connection and try again." });
  }
  if (!response.ok) throw new ApiError(await responseProblem(response));
  return { entry: (await response.json()) as EntryDocument, etag: response.headers.get("etag") ?? "" };
}

export const fetchEntry = (path: string) => entryRequest("GET", path);

/** Saves only if the entry's ETag is still `etag` (`*`: whatever it is now), else ApiError 412. */
export const saveEntry = (path: string, content: string, etag: string) => entryRequest("PUT", path, { body: { content }, ifMatch: etag });

/**
 * Saves the page's content only if nobody changed it since `base` was read (else ApiError 412).
 * Moves and reorders bump an entry's revision without touching its content, also while a save
 * is on its way: a 412 whose current content still equals `base`'s is no conflict, and the save
 * is sent again with the fresh ETag.
 */
export async function saveContent(path: string, content: string, base: VersionedEntry): Promise<VersionedEntry> {
  try {
    return await saveEntry(path, content, base.etag);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 412)) throw error;
    const current = await fetchEntry(path);
    if (current.entry.content !== base.entry.content) throw error;
    return saveEntry(path, content, current.etag);
  }
}

export interface UploadHandle {
  done: Promise<AssetItem>;
  abort: () => void;
}

/** Uploads a file as multipart form data, reporting progress (fetch cannot report upload progress). */
export function uploadFile(path: string, file: File, onProgress: (fraction: number) => void, altText?: string): UploadHandle {
  const request = new XMLHttpRequest();
  const done = new Promise<AssetItem>((resolve, reject) => {
    request.open("POST", `/api${path}`);
    request.setRequestHeader("accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve(JSON.parse(request.responseText) as AssetItem);
      else reject(new ApiError(problemOf(request, request.getResponseHeader("content-type"), request.responseText)));
    };
    request.onerror = () => reject(new ApiError({ status: 0, title: "Network error", detail: "The upload failed. Check your connection and try again." }));
    request.onabort = () => reject(new ApiError({ status: 0, title: "Cancelled", detail: "The upload was cancelled." }));
    const form = new FormData();
    if (altText) form.append("alt_text", altText);
    form.append("file", file);
    request.send(form);
  });
  return { done, abort: () => request.abort() };
}
