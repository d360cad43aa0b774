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

/**
 * The problem document of a failed answer (a fetch Response or an XMLHttpRequest), or a
 * generic one when its body is not JSON (a proxy's error page, an empty body).
 */
export function problemOf(answer: { status: number; statusText: string }, contentType: string | null, body: string): Problem {
  if (contentType?.includes("json")) {
    try {
      return { status: answer.status, ...(JSON.parse(body) as Partial<Problem>) };
    } catch {
      // Fall through to a generic problem below.
    }
  }
  return { status: answer.status, title: answer.statusText, detail: `The server answered ${answer.status}.` };
}

/** The problem document a failed fetch answered with. */
export const responseProblem = async (response: Response) =>
  problemOf(response, response.headers.get("content-type"), await response.text());

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
  if (!response.ok) throw new ApiError(await responseProblem(response));
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
