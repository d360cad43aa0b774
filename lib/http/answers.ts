import { z } from "zod";
import { log } from "../log";
import type { ResponseBody, ResponseDeclaration } from "./route";

/** An ISO 8601 UTC time in an answer; views hand over Date objects, which JSON writes this way. */
export const Timestamp = z.iso.datetime().brand<"Timestamp">();

/** What a view returns for the answer a schema describes: its times as Date objects. */
export type ViewOf<T> = T extends z.core.$brand<"Timestamp">
  ? Date
  : T extends readonly (infer Item)[]
    ? ViewOf<Item>[]
    : T extends object
      ? { [Key in keyof T]: ViewOf<T[Key]> }
      : T;

/** Outside production every answer is checked against its route's declaration: a mismatch is the route's bug. */
export const checksAnswers = () => process.env.NODE_ENV !== "production";

/** Why an answer does not match what its route declares for its status, or null when it does. */
export async function answerMismatch(response: Response, responses: Readonly<Record<number, ResponseDeclaration>>): Promise<string | null> {
  if (response.status >= 400) return null;
  const declared = Object.keys(responses).join(", ");
  if (!(response.status in responses)) return `it answered ${response.status}, which is not among its declared statuses (${declared})`;
  const declaration = responses[response.status]!;
  const mediaType = (response.headers.get("content-type") ?? "").split(";")[0]!.trim();
  if (declaration === null) return response.body === null ? null : `it declares no body for ${response.status} but sent one`;
  const bodies: readonly ResponseBody[] = Array.isArray(declaration) ? declaration : [declaration as ResponseBody];
  // Of several bodies for one status, the one of the media type sent.
  const body = bodies.find((candidate) => inMediaRange(mediaType, mediaTypeOf(candidate)));
  if (!body) return `it declares ${bodies.map((candidate) => (candidate instanceof z.ZodType ? "JSON" : candidate.mediaType)).join(" or ")} for ${response.status} but sent ${mediaType || "no content type"}`;
  if (!(body instanceof z.ZodType)) return null;
  const result = body.safeParse(await response.clone().json());
  return result.success ? null : `its ${response.status} answer does not match the declared schema:\n${z.prettifyError(result.error)}`;
}

const mediaTypeOf = (body: ResponseBody) => (body instanceof z.ZodType ? "application/json" : body.mediaType);

/** Whether a media type is the declared one, or within a declared range such as `image/*`. */
const inMediaRange = (mediaType: string, declared: string) =>
  declared.endsWith("/*") ? mediaType.startsWith(declared.slice(0, -1)) : mediaType === declared;

/** A 500 that says what is wrong (only ever outside production). */
export function answerMismatchResponse(request: Request, requestId: string, mismatch: string): Response {
  const detail = `${request.method} ${new URL(request.url).pathname}: ${mismatch}`;
  log.error("answer does not match its declaration", { request_id: requestId, detail });
  return Response.json(
    { type: "about:blank", title: "Answer does not match its declaration", status: 500, detail, code: "internal_error", request_id: requestId },
    { status: 500, headers: { "content-type": "application/problem+json" } },
  );
}
