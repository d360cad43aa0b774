import { api, ApiError, type Problem } from "@/lib/client/api";
import type { AssetItem, DocumentationRef } from "./types";

/** The AI endpoints of a project below `/api` (docs/api/ai.md: they have no `/v1`). */
const aiApi = ({ organizationId, documentationId }: DocumentationRef) => `/documentation/${organizationId}/${documentationId}/ai`;

export interface EditAnswer {
  content: string;
  model: string;
  credits_used: number;
}

/**
 * Revises markdown through `POST AI/edit` with `stream: true`: `onText` receives the text
 * written so far after each event; resolves with the final answer (its `content` is what to
 * use). Failures are ApiErrors carrying the problem, whether answered before the stream or
 * inside it; aborting `signal` stops the call.
 */
export async function streamAiEdit(documentation: DocumentationRef, body: { content: string; instruction: string }, onText: (text: string) => void, signal: AbortSignal): Promise<EditAnswer> {
  let response: Response;
  try {
    response = await fetch(`/api${aiApi(documentation)}/edit`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ ...body, stream: true }),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ApiError({ status: 0, title: "Network error", detail: "The server could not be reached. Check your connection and try again." });
  }
  if (!response.ok || !response.body) throw new ApiError(await problemOf(response));
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value;
    let boundary: number;
    while ((boundary = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? "null") as unknown;
      if (event === "delta") {
        text += (data as { text: string }).text;
        onText(text);
      } else if (event === "done") return data as EditAnswer;
      else if (event === "error") throw new ApiError(data as Problem);
    }
  }
  throw new ApiError({ status: 0, title: "Interrupted", detail: "The answer was interrupted before it finished. Try again." });
}

async function problemOf(response: Response): Promise<Problem> {
  try {
    return { status: response.status, ...((await response.json()) as Partial<Problem>) };
  } catch {
    return { status: response.status, title: response.statusText, detail: `The server answered ${response.status}.` };
  }
}

/** Image styles of `POST AI/generate-image`, with what each suits. */
export const imageStyles = [
  { value: "illustration", label: "Illustration", hint: "flat vector art, no text" },
  { value: "diagram", label: "Diagram", hint: "shapes, arrows and short labels on white" },
  { value: "photo", label: "Photo", hint: "a realistic photograph" },
  { value: "icon", label: "Icon", hint: "one simple centered icon" },
  { value: "screenshot", label: "Screenshot mockup", hint: "an app interface, no real brands" },
] as const;

export type ImageStyle = (typeof imageStyles)[number]["value"];

export type GeneratedImage = AssetItem & { style: ImageStyle; model: string; credits_used: number };

/** Generates an image; the server stores it as an asset of the project right away. */
export const generateImage = (documentation: DocumentationRef, body: { prompt: string; style: ImageStyle; alt_text?: string }) =>
  api.post<GeneratedImage>(`${aiApi(documentation)}/generate-image`, body);
