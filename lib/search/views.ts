import { z } from "zod";

export const SearchResult = z
  .object({
    entry_id: z.string(),
    title: z.string(),
    path: z.string().describe("Path of the page inside its version"),
    url: z.string().nullable().describe("Where readers find it on the published site (null for draft results)"),
    version_id: z.string(),
    section: z.object({ section_id: z.string(), title: z.string() }),
    snippet: z.string().describe("HTML-escaped text with matches wrapped in `<mark>`"),
    rank: z.number(),
  })
  .meta({ id: "SearchResult" });
export type SearchResult = z.output<typeof SearchResult>;

/**
 * A page of search results, best first. A declared exception to how lists answer (a bare array
 * with `Link`/`X-Next-Cursor`, lib/http/paginated.ts; listed in docs/api/README.md, "Lists"):
 * the cursor goes in the POST body (issue 4's search) and the published site's search box caches
 * this page as bytes without headers, so the next cursor travels inside it.
 */
export const SearchPage = z
  .object({
    results: z.array(SearchResult),
    next_cursor: z.string().nullable().describe("Send as `cursor` for the next results; null when there are no more"),
  })
  .meta({ id: "SearchPage" });
export type SearchPage = z.output<typeof SearchPage>;
