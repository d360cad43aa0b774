import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import { DomainError, type ErrorCode } from "../errors";

/** One table maps every error code to its HTTP status and title. */
export const problemTypes: Record<ErrorCode, { status: number; title: string }> = {
  invalid_input: { status: 400, title: "Invalid request" },
  unauthenticated: { status: 401, title: "Authentication required" },
  forbidden: { status: 403, title: "Forbidden" },
  not_found: { status: 404, title: "Not found" },
  method_not_allowed: { status: 405, title: "Method not allowed" },
  conflict: { status: 409, title: "Conflict" },
  gone: { status: 410, title: "Gone" },
  precondition_failed: { status: 412, title: "Precondition failed" },
  payload_too_large: { status: 413, title: "Payload too large" },
  unsupported_media_type: { status: 415, title: "Unsupported media type" },
  unprocessable: { status: 422, title: "Unprocessable content" },
  locked: { status: 423, title: "Locked" },
  rate_limited: { status: 429, title: "Too many requests" },
  quota_exceeded: { status: 402, title: "Plan limit reached" },
  upstream_failed: { status: 502, title: "Upstream service failed" },
  upstream_timeout: { status: 504, title: "Upstream service timed out" },
  unavailable: { status: 503, title: "Service unavailable" },
};

/** Problem `type` URIs point at the API reference's error section. */
export const problemTypeUri = (code: string) => `https://docs.example.com/api-reference#problem-${code.replace(/_/g, "-")}`;

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
  title: "Internal server error",
  status: 500,
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
