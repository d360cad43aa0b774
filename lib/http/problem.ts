import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import { DomainError, type ErrorCode } from "../errors";

/** One table maps every error code to its HTTP status, title, and when it is answered (the problem types' page). */
export const problemTypes: Record<ErrorCode, { status: number; title: string; when: string }> = {
  invalid_input: {
    status: 400,
    title: "Invalid request",
    when: "Malformed JSON, invalid or unknown fields (`errors` names each, as `body.x`, `query.y` or `params.z`), JSON nested deeper than 32 levels, or text holding U+0000.",
  },
  unauthenticated: {
    status: 401,
    title: "Authentication required",
    when: "No token, a malformed `Authorization` header, or a token that is unknown, expired or revoked. Sent with `WWW-Authenticate: Bearer`.",
  },
  forbidden: { status: 403, title: "Forbidden", when: "The token is valid, but its role may not do this." },
  not_found: {
    status: 404,
    title: "Not found",
    when: "Nothing has this id for you: resources of organizations you do not belong to, and projects you were not granted, are answered alike, so their existence is not revealed.",
  },
  method_not_allowed: { status: 405, title: "Method not allowed", when: "The path has no such method; `Allow` lists those it has." },
  conflict: { status: 409, title: "Conflict", when: "A duplicate, or a change the resource's state refuses (removing the last owner, inviting a member)." },
  gone: { status: 410, title: "Gone", when: "The resource existed and has expired, such as an invitation past its date." },
  precondition_failed: { status: 412, title: "Precondition failed", when: "`If-Match` names another version than the current `ETag`: read again, then retry." },
  payload_too_large: { status: 413, title: "Payload too large", when: "The body or file is over its limit, given in `limit_bytes`." },
  unsupported_media_type: { status: 415, title: "Unsupported media type", when: "The `Content-Type` is not one the endpoint reads." },
  unprocessable: {
    status: 422,
    title: "Unprocessable content",
    when: "Well-formed, but what it points at cannot be used: a start page that is not HTML, an import that found nothing.",
  },
  locked: { status: 423, title: "Locked", when: "The project is being restored from a backup; writes wait until it finishes." },
  rate_limited: { status: 429, title: "Too many requests", when: "Too many requests of this kind for now; `Retry-After` says in how many seconds to try again." },
  quota_exceeded: { status: 402, title: "Plan limit reached", when: "The organization's plan does not include this feature, or one of its limits is reached." },
  upstream_failed: { status: 502, title: "Upstream service failed", when: "A service this request depends on (an AI provider, a Git host, an imported site) answered with an error." },
  upstream_timeout: { status: 504, title: "Upstream service timed out", when: "A service this request depends on did not answer in time." },
  unavailable: { status: 503, title: "Service unavailable", when: "Something this request needs is not configured on this server, such as an AI provider or a Git provider." },
};

/** What every unexpected failure answers: never with a stack trace. */
export const internalErrorType = {
  status: 500,
  title: "Internal server error",
  when: "The server failed to handle the request. Quote the `request_id` when reporting it; the server's log has the cause under it.",
};

/**
 * Problem `type` URIs point at this server's page of problem types (app/api/problems). A path
 * from the root (RFC 9457, 3.1.1: relative types include the full path), resolved against the
 * request's address: every deployment documents its types at its own origin, and the API
 * document and the typed client stay the same for all of them.
 */
const problemTypesPath = "/api/problems";
/** A type's section on that page: its code with dashes. */
export const problemTypeAnchor = (code: ErrorCode | "internal_error") => code.replace(/_/g, "-");
export const problemTypeUri = (code: ErrorCode | "internal_error") => `${problemTypesPath}#${problemTypeAnchor(code)}`;

/** The RFC 9457 document of an error (also sent inside event streams, after the status line). */
export function problemDocument(error: DomainError, requestId: string) {
  const { status, title } = problemTypes[error.code];
  return {
    type: problemTypeUri(error.code),
    title,
    status,
    detail: error.message,
    code: error.code,
    request_id: requestId,
    ...(error.details.errors ? { errors: error.details.errors } : {}),
    ...error.details.extensions,
  };
}

export function problemResponse(error: DomainError, requestId: string): Response {
  const body = problemDocument(error, requestId);
  // Not the document's `status`: a problem's extensions may carry their own (a job's status).
  const { status } = problemTypes[error.code];
  const headers = new Headers({ "content-type": "application/problem+json", "x-request-id": requestId });
  if (status === 401) headers.set("www-authenticate", 'Bearer realm="api"');
  if (error.details.retryAfterSeconds !== undefined) headers.set("retry-after", String(Math.ceil(error.details.retryAfterSeconds)));
  return new Response(JSON.stringify(body), { status, headers });
}

export const internalErrorDocument = (requestId: string) => ({
  type: problemTypeUri("internal_error"),
  title: internalErrorType.title,
  status: internalErrorType.status,
  detail: "The server failed to handle the request. Quote the request id when reporting it.",
  code: "internal_error",
  request_id: requestId,
});

export function internalErrorResponse(requestId: string): Response {
  return new Response(JSON.stringify(internalErrorDocument(requestId)), {
    status: 500,
    headers: { "content-type": "application/problem+json", "x-request-id": requestId },
  });
}

/**
 * Ends a Node response with an error's problem document, for answers given ahead of Next
 * (lib/http/ahead-of-next.ts); `headers` are added to the problem's own.
 */
export async function endWithProblem(response: ServerResponse, error: DomainError, headers: Record<string, string> = {}): Promise<void> {
  const problem = problemResponse(error, randomUUID());
  response.statusCode = problem.status;
  for (const [name, value] of [...problem.headers, ...Object.entries(headers)]) response.setHeader(name, value);
  response.end(await problem.text());
}
