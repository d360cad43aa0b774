/**
 * The dashboard's browser client for our HTTP API. It rides on the session cookie
 * (same origin; the browser adds the Origin header the API checks on unsafe methods) and
 * turns RFC 9457 problem documents into `ApiError`s whose `detail` and field `errors`
 * forms show inline.
 */

export interface FieldError {
  path: string;
  message: string;
}

export interface Problem {
  title?: string;
  status: number;
  detail?: string;
  code?: string;
  request_id?: string;
  errors?: FieldError[];
}

export class ApiError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail ?? problem.title ?? `Request failed with status ${problem.status}`);
    this.name = "ApiError";
  }

  get status() {
    return this.problem.status;
  }

  /** Field errors keyed by the last segment of their path (`body.billing_email` -> `billing_email`). */
  get fieldErrors(): Record<string, string> {
    const byField: Record<string, string> = {};
    for (const error of this.problem.errors ?? []) {
      const field = error.path.split(".").filter((part) => part !== "body" && part !== "query")[0] ?? error.path;
      byField[field] ??= error.message;
    }
    return byField;
  }
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

async function problemOf(response: Response): Promise<Problem> {
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("json")) {
    try {
      return { status: response.status, ...((await response.json()) as Partial<Problem>) };
    } catch {
      // Fall through to a generic problem below.
    }
  }
  return { status: response.status, title: response.statusText, detail: `The server answered ${response.status}.` };
}

/** Sends a request (JSON, or the given FormData) and returns the parsed JSON answer, or undefined on 204. */
export async function apiRequest<T = unknown>(method: Method, path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: "same-origin", headers: { accept: "application/json" } };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, "content-type": "application/json" };
  }
  let response: Response;
  try {
    response = await fetch(`/api${path}`, init);
  } catch {
    throw new ApiError({ status: 0, title: "Network error", detail: "The server could not be reached. Check your connection and try again." });
  }
  if (!response.ok) throw new ApiError(await problemOf(response));
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const api = {
  get: <T>(path: string) => apiRequest<T>("GET", path),
  post: <T>(path: string, body?: unknown) => apiRequest<T>("POST", path, body),
  put: <T>(path: string, body?: unknown) => apiRequest<T>("PUT", path, body),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>("PATCH", path, body),
  delete: (path: string) => apiRequest<void>("DELETE", path),
};

/** A readable message for any error a mutation may throw. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error) return error.message;
  return "Something went wrong.";
}
