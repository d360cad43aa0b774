import type { Page } from "../pagination";

/**
 * How every list answers (docs/api/README.md, "Lists"): a JSON array of the page's views, as the
 * service returns them; when more remain, `Link: <…>; rel="next"` and `X-Next-Cursor` say where
 * the next page starts.
 *
 * Two documented exceptions, each declared once:
 * - `paginatedByBody` below, for a list read by POST whose cursor goes back in the body;
 * - search answers `{ results, next_cursor }` (`SearchPage`, lib/search/views.ts).
 */
export function paginated<V>(request: Request, page: Page<V>): Response {
  const response = paginatedByBody(page);
  if (page.nextCursor) {
    const next = new URL(request.url);
    next.searchParams.set("cursor", page.nextCursor);
    response.headers.set("link", `<${next.pathname}${next.search}>; rel="next"`);
  }
  return response;
}

/**
 * Exception: `POST /v1/event/list`, where the service spec puts "filtering, sorting and
 * pagination in the body". No link can carry a body, so the answer has no `Link`: only
 * `X-Next-Cursor`, to send back as the body's `cursor`.
 */
export function paginatedByBody<V>(page: Page<V>): Response {
  const response = Response.json(page.items);
  if (page.nextCursor) response.headers.set("x-next-cursor", page.nextCursor);
  return response;
}
