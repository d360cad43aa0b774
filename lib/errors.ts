/**
 * Domain errors: services throw these without knowing about HTTP; the route wrapper maps
 * each code to a status and an RFC 9457 problem document (lib/http/problem.ts).
 */
export type ErrorCode =
  | "invalid_input"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "method_not_allowed"
  | "conflict"
  | "gone"
  | "precondition_failed"
  | "payload_too_large"
  | "unsupported_media_type"
  | "unprocessable"
  | "locked"
  | "rate_limited"
  | "quota_exceeded"
  | "upstream_failed"
  | "upstream_timeout"
  | "unavailable";

export interface FieldError {
  /** Dotted path of the offending field, e.g. `body.keys.p256dh`. */
  path: string;
  message: string;
}

export interface ErrorDetails {
  errors?: FieldError[];
  retryAfterSeconds?: number;
  /** Extra members copied into the problem document. */
  extensions?: Record<string, unknown>;
}

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export const notFound = (what: string) => new DomainError("not_found", `${what} was not found.`);
export const conflict = (message: string, extensions?: Record<string, unknown>) =>
  new DomainError("conflict", message, { extensions });
export const invalidInput = (message: string, errors?: FieldError[]) =>
  new DomainError("invalid_input", message, { errors });
export const forbidden = (message: string) => new DomainError("forbidden", message);

export function tooLarge(limitBytes: number) {
  return new DomainError("payload_too_large", `The request body exceeds ${formatBytes(limitBytes)}.`, {
    extensions: { limit_bytes: limitBytes },
  });
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}
