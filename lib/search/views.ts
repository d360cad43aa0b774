import { z } from "zod";

/** The result the API document's examples show. */
const installResult = {
  entry_id: "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b",
  title: "Install the CLI",
  path: "getting-started/install",
  url: "/docs/acme/handbook/getting-started/install",
  version_id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  section: { section_id: "c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f", title: "Getting started" },
  snippet: "Run the <mark>installer</mark>: npm <mark>install</mark> --global acme-cli, then acme login. The <mark>CLI</mark> needs Node.js 20 or later…",
  rank: 0.8,
};

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
  .meta({ id: "SearchResult", examples: [installResult] });
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
  .meta({ id: "SearchPage", examples: [{ results: [installResult], next_cursor: "eyJvIjoxMH0" }] });
export type SearchPage = z.output<typeof SearchPage>;
