import type { DocumentationAccess } from "../../auth/access";
import type { Principal } from "../../auth/principal";
import { DomainError, invalidInput } from "../../errors";
import { assertUninitialized, writeInitialContent } from "../initial-content";
import { crawlSite } from "./crawl";
import { fetchPage, fetchRobots } from "./fetch";
import { extractPage, toMarkdown } from "./page-content";
import type { InitializeFromWebsiteInput } from "./schemas";
import { arrangePages } from "./structure";
import { importScope, normalizePageUrl } from "./urls";

/** The whole import (fetching, converting) ends within this; what was found by then is imported. */
const timeLimitMs = () => Number(process.env.WEBSITE_IMPORT_TIME_LIMIT_MS ?? 60_000);

/**
 * Imports a website's pages as a project's first content: the start page and the pages below
 * it (from the sitemap, else by following links), converted to markdown, in one section with
 * folders following the URL paths. Nothing is written unless the whole import succeeds.
 */
export async function initializeFromWebsite(access: DocumentationAccess, principal: Principal, input: InitializeFromWebsiteInput) {
  await assertUninitialized(access.documentationId);
  const deadline = AbortSignal.timeout(timeLimitMs());
  const startUrl = normalizePageUrl(input.url);
  if (!startUrl) throw invalidInput("The URL cannot be imported.", [{ path: "body.url", message: "not a page address" }]);
  // The start page's failures are the request's: refused address 400, not HTML 422, unreachable 502, too slow 504.
  const fetched = await fetchPage(startUrl.href, deadline);
  const start = extractPage(fetched.text, fetched.url);
  const scope = importScope(start.url);
  const robots = await fetchRobots(scope.origin, deadline);
  if (robots.isDisallowed(start.url)) throw new DomainError("unprocessable", `The site's robots.txt disallows ${start.url.href}.`);
  const crawl = await crawlSite({ start, startUrl, scope, robots, maxPages: input.max_pages, deadline });

  let pagesWithContent = 0;
  const entries = arrangePages(crawl.pages, scope, (page, linkFor) => {
    const markdown = toMarkdown(page, linkFor);
    if (markdown.trim()) pagesWithContent++;
    return markdown;
  });
  if (pagesWithContent === 0) throw new DomainError("unprocessable", `No content was found at ${start.url.href}.`);

  const project = await writeInitialContent(access, principal, "website", {
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
  });
  return {
    ...project,
    pages_imported: crawl.pages.length,
    discovery: crawl.discovery,
    truncated: crawl.truncated,
    skipped: crawl.skipped,
    skipped_count: crawl.skippedCount,
  };
}
