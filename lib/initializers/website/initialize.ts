import { assertAllowedHost } from "../../assets/remote-fetch";
import { DomainError, invalidInput } from "../../errors";
import { assertUninitialized, writeInitialContent } from "../initial-content";
import type { ImportContext, ImportTarget } from "../imports/context";
import { crawlSite } from "./crawl";
import { fetchPage, fetchRobots } from "./fetch";
import { extractPage, toMarkdown } from "./page-content";
import type { InitializeFromWebsiteInput } from "./schemas";
import { arrangePages } from "./structure";
import { importScope, normalizePageUrl } from "./urls";

/** The whole import (fetching, converting) ends within this; what was found by then is imported. */
const timeLimitMs = () => Number(process.env.WEBSITE_IMPORT_TIME_LIMIT_MS ?? 60_000);

function startUrlOf(input: InitializeFromWebsiteInput): URL {
  const startUrl = normalizePageUrl(input.url);
  if (!startUrl) throw invalidInput("The URL cannot be imported.", [{ path: "body.url", message: "not a page address" }]);
  return startUrl;
}

/** What is refused before an import job starts: a URL that is no page address, or a host that is or resolves to an internal address. */
export async function checkWebsiteSource(input: InitializeFromWebsiteInput): Promise<void> {
  await assertAllowedHost(startUrlOf(input));
}

/**
 * Imports a website's pages as a project's first content: the start page and the pages below
 * it (from the sitemap, else by following links), converted to markdown, in one section with
 * folders following the URL paths. Nothing is written unless the whole import succeeds.
 */
export async function initializeFromWebsite(target: ImportTarget, input: InitializeFromWebsiteInput, context: ImportContext) {
  await assertUninitialized(target.documentationId);
  const deadline = AbortSignal.timeout(timeLimitMs());
  const startUrl = startUrlOf(input);
  await context.reportProgress(0, input.max_pages);
  // The start page's failures are the import's: a refused address, not HTML, unreachable, too slow.
  const fetched = await fetchPage(startUrl.href, deadline);
  const start = extractPage(fetched.text, fetched.url);
  const scope = importScope(start.url);
  const robots = await fetchRobots(scope.origin, deadline);
  if (robots.isDisallowed(start.url)) throw new DomainError("unprocessable", `The site's robots.txt disallows ${start.url.href}.`);
  const crawl = await crawlSite({
    start,
    startUrl,
    scope,
    robots,
    maxPages: input.max_pages,
    deadline,
    onProgress: (pages) => context.reportProgress(pages, input.max_pages),
  });

  let pagesWithContent = 0;
  const entries = arrangePages(crawl.pages, scope, (page, linkFor) => {
    const markdown = toMarkdown(page, linkFor);
    if (markdown.trim()) pagesWithContent++;
    return markdown;
  });
  if (pagesWithContent === 0) throw new DomainError("unprocessable", `No content was found at ${start.url.href}.`);

  const summary = {
    pages_imported: crawl.pages.length,
    discovery: crawl.discovery,
    truncated: crawl.truncated,
    skipped: crawl.skipped,
    skipped_count: crawl.skippedCount,
  };
  const documentation = await writeInitialContent(
    target,
    target,
    "website",
    {
      versionName: input.version_name ?? "v1",
      sections: [
        {
          title: (start.siteName ?? start.url.hostname).slice(0, 100),
          description: `Imported from ${start.url.href}`,
          source: {
            kind: "website",
            details: { url: start.url.href, imported_at: new Date().toISOString(), discovery: crawl.discovery, pages: crawl.pages.length },
          },
          entries,
        },
      ],
    },
    { alsoWrite: (tx, written) => context.recordOutcome(tx, { ...written, ...summary }) },
  );
  return { ...documentation, ...summary };
}
