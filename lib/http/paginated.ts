import type { Page } from "../pagination";

/**
 * Lists answer a JSON array; when more remain, `Link: <…>; rel="next"` and
 * `X-Next-Cursor` say where the next page starts.
 */
export function paginated<T, V>(request: Request, page: Page<T>, view: (item: T) => V): Response {
  const response = Response.json(page.items.map(view));
  if (page.nextCursor) {
    const next = new URL(request.url);
    next.searchParams.set("cursor", page.nextCursor);
    response.headers.set("link", `<${next.pathname}${next.search}>; rel="next"`);
    response.headers.set("x-next-cursor", page.nextCursor);
  }
  return response;
}
