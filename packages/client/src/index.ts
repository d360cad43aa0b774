import createClient, { type Client } from "openapi-fetch";
import type { components, paths } from "./generated/api";

export type { components, operations, paths } from "./generated/api";
export type Problem = components["schemas"]["Problem"];
export type DocsClient = Client<paths>;

export interface DocsClientOptions {
  /** The app's origin, e.g. `https://docs.example.com` (every path starts with `/api`). */
  baseUrl: string;
  /** A personal (`dp_pat_…`) or organization (`dp_org_…`) token. */
  token?: string;
  /** How many times a request answered 429 is sent again (default 3). */
  maxRetries?: number;
  /** The longest `Retry-After` waited for, in seconds; a longer one returns the 429 (default 60). */
  maxRetryAfterSeconds?: number;
  /** Sends a request (default the global fetch). */
  fetch?: (request: Request) => Promise<Response>;
}

/** A client whose methods (`GET`, `POST`, …) take the API's paths and check parameters and bodies against its types. */
export function createDocsClient(options: DocsClientOptions): DocsClient {
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const retries = { max: options.maxRetries ?? 3, maxWaitMs: (options.maxRetryAfterSeconds ?? 60) * 1000 };
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    fetch: (request) => sendRetryingRateLimits(request, send, retries),
  });
}

/** Sends again after a 429, waiting as its `Retry-After` says (seconds or a date), else 1, 2, 4… seconds. */
async function sendRetryingRateLimits(request: Request, send: (request: Request) => Promise<Response>, retries: { max: number; maxWaitMs: number }) {
  for (let attempt = 0; ; attempt++) {
    const response = await send(attempt < retries.max ? request.clone() : request);
    if (response.status !== 429 || attempt >= retries.max) return response;
    const waitMs = retryAfterMs(response.headers.get("retry-after")) ?? 1000 * 2 ** attempt;
    if (waitMs > retries.maxWaitMs) return response;
    await response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
}

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** An answer the API refused: its RFC 9457 problem document, typed. */
export class ProblemError extends Error {
  readonly status: number;
  readonly problem: Problem;

  constructor(status: number, problem: Problem) {
    super(`${status} ${problem.title}: ${problem.detail}`);
    this.name = "ProblemError";
    this.status = status;
    this.problem = problem;
  }

  /** The machine-readable kind: `invalid_input`, `not_found`, `rate_limited`, … */
  get code(): string {
    return this.problem.code;
  }
}

type Result<T> = { data: T; error?: never; response: Response } | { data?: never; error: unknown; response: Response };

/** The data of a result's success branch (inferred from both branches, the refusal's absent data would add `undefined`). */
type DataOf<R> = R extends { data: infer Data; error?: never } ? Data : never;

/** The answer's data, or a ProblemError when the API refused the request. */
export async function unwrap<R extends Result<unknown>>(pending: R | Promise<R>): Promise<DataOf<R>> {
  const result = await pending;
  if (result.error !== undefined || !result.response.ok) throw problemErrorOf(result.response, result.error);
  return result.data as DataOf<R>;
}

function problemErrorOf(response: Response, error: unknown): ProblemError {
  if (typeof error === "object" && error !== null && "code" in error && "title" in error) return new ProblemError(response.status, error as Problem);
  return new ProblemError(response.status, {
    type: "about:blank",
    title: response.statusText || "Request failed",
    status: response.status,
    detail: typeof error === "string" && error !== "" ? error : `The API answered ${response.status}.`,
    code: "http_error",
    request_id: response.headers.get("x-request-id") ?? "",
  });
}

/** The cursor of the page after this one: `X-Next-Cursor`, else the `cursor` of the `Link` marked `rel="next"`. */
export function nextCursorOf(response: Response): string | undefined {
  const header = response.headers.get("x-next-cursor");
  if (header) return header;
  const next = /<([^>]+)>\s*;\s*rel="?next"?/.exec(response.headers.get("link") ?? "")?.[1];
  return next ? (new URL(next, "http://cursor.invalid").searchParams.get("cursor") ?? undefined) : undefined;
}

/** The item type of a list answer. */
type ItemOf<R> = NonNullable<R extends { data?: infer Data } ? Data : never> extends readonly (infer Item)[] ? Item : unknown;

/**
 * Every item of a paginated list, page after page:
 * `for await (const asset of paginate((cursor) => client.GET(path, { params: { path: ids, query: { cursor } } })))`.
 */
export async function* paginate<R extends Result<unknown>>(fetchPage: (cursor: string | undefined) => Promise<R>): AsyncGenerator<ItemOf<R>, void, undefined> {
  let cursor: string | undefined;
  do {
    const result = await fetchPage(cursor);
    const items = await unwrap(result);
    if (!Array.isArray(items)) throw new TypeError("paginate() takes a list endpoint, whose answer is a JSON array.");
    yield* items as ItemOf<R>[];
    cursor = nextCursorOf(result.response);
  } while (cursor);
}
