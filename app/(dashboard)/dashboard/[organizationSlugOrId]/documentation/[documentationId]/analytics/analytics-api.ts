import { ApiError, api, type Problem } from "@/lib/client/api";

/** A page of one of the analytics lists: the API answers an array and names the next page's cursor in `X-Next-Cursor`. */
export interface ListPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** Reads a paginated list below `/api`, keeping the cursor header that `api.get` drops. */
export async function getListPage<T>(path: string): Promise<ListPage<T>> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { credentials: "same-origin", headers: { accept: "application/json" } });
  } catch {
    throw new ApiError({ status: 0, title: "Network error", detail: "The server could not be reached. Check your connection and try again." });
  }
  if (!response.ok) {
    let problem: Partial<Problem> = {};
    try {
      problem = (await response.json()) as Partial<Problem>;
    } catch {
      // Not a problem document: the generic message below says what happened.
    }
    throw new ApiError({ detail: `The server answered ${response.status}.`, ...problem, status: response.status });
  }
  return { items: (await response.json()) as T[], nextCursor: response.headers.get("x-next-cursor") };
}

export const getJson = <T>(path: string) => api.get<T>(path);

/** `path?query` without empty values. */
export function withQuery(path: string, query: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== null && value !== undefined && value !== "") search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The API refused because the organization's plan lacks analytics. */
export const isPlanProblem = (error: unknown) => error instanceof ApiError && error.status === 402;
