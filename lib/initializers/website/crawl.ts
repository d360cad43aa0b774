import { DomainError } from "../../errors";
import { fetchPage, fetchSitemapUrls, type RobotsRules } from "./fetch";
import { extractPage, type ExtractedPage } from "./page-content";
import type { SkippedPage } from "../views";
import { inScope, type ImportScope } from "./urls";

/** Pages fetched at the same time. */
const concurrency = 4;
/** Skipped addresses reported back; the count covers them all. */
const maxReportedSkips = 100;

type SkipReason = SkippedPage["reason"];

export interface CrawlResult {
  /** In discovery order, the start page first. */
  pages: ExtractedPage[];
  discovery: "sitemap" | "links";
  /** More pages were in reach when `max_pages` or the time limit stopped the import. */
  truncated: boolean;
  skipped: SkippedPage[];
  skippedCount: number;
}

interface CrawlInput {
  /** The start page, fetched; it may have been reached through a redirect from `startUrl`. */
  start: ExtractedPage;
  startUrl: URL;
  scope: ImportScope;
  robots: RobotsRules;
  maxPages: number;
  /** Aborts when the import's overall time is up. */
  deadline: AbortSignal;
  /** Told the number of pages found so far, the start page included, as each arrives. */
  onProgress?: (pages: number) => Promise<void>;
}

/**
 * Finds the pages below the start page: those the site's sitemap lists, when it lists any
 * in scope, else by following links breadth first. Each level is fetched a few pages at a
 * time and kept in link order, so the same site gives the same order. Addresses robots.txt
 * disallows, responses that are not HTML or fail, and redirects out of scope are skipped;
 * a redirect onto a page already found is a duplicate.
 */
export async function crawlSite({ start, startUrl, scope, robots, maxPages, deadline, onProgress }: CrawlInput): Promise<CrawlResult> {
  const pages = [start];
  // Every address fetched or queued, so each is fetched once.
  const known = new Set([startUrl.href, start.url.href]);
  const skipped: SkippedPage[] = [];
  let skippedCount = 0;
  const skip = (url: URL, reason: SkipReason, detail: string) => {
    skippedCount++;
    if (skipped.length < maxReportedSkips) skipped.push({ url: url.href, reason, detail });
    return null;
  };
  const admit = (urls: URL[]) =>
    urls.filter((url) => {
      if (known.has(url.href) || !inScope(url, scope)) return false;
      known.add(url.href);
      return robots.isDisallowed(url) ? skip(url, "disallowed_by_robots", "robots.txt disallows it") : true;
    });
  let truncated = false;

  const fetchOne = async (url: URL): Promise<ExtractedPage | null> => {
    let fetched;
    try {
      fetched = await fetchPage(url.href, deadline);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      if (deadline.aborted) truncated = true;
      const reason = (error.details.extensions?.reason as SkipReason | undefined) ?? (error.code === "upstream_timeout" ? "timeout" : "unreachable");
      return skip(url, reason, error.message);
    }
    const target = fetched.url;
    if (target.href !== url.href) {
      if (!inScope(target, scope)) return skip(url, "redirected_out_of_scope", `redirects to ${target.href}`);
      if (robots.isDisallowed(target)) return skip(url, "disallowed_by_robots", `redirects to ${target.href}, which robots.txt disallows`);
      if (known.has(target.href)) return null;
      known.add(target.href);
    }
    try {
      return extractPage(fetched.text, target);
    } catch {
      return skip(url, "unreadable", "the HTML could not be parsed");
    }
  };

  const listed = admit(await fetchSitemapUrls(scope.origin, robots, deadline));
  const discovery = listed.length > 0 ? "sitemap" : "links";
  let level = discovery === "sitemap" ? listed : admit(start.links);
  while (level.length > 0 && !truncated) {
    const found: (ExtractedPage | null)[] = [];
    let next = 0;
    let pending = 0;
    const worker = async () => {
      while (next < level.length) {
        if (deadline.aborted || pages.length + found.filter(Boolean).length + pending >= maxPages) {
          truncated = true;
          return;
        }
        const index = next++;
        pending++;
        found[index] = await fetchOne(level[index]!).finally(() => pending--);
        if (found[index]) await onProgress?.(pages.length + found.filter(Boolean).length);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, level.length) }, worker));
    const arrived = found.filter((page): page is ExtractedPage => Boolean(page));
    pages.push(...arrived);
    level = discovery === "sitemap" ? [] : admit(arrived.flatMap((page) => page.links));
  }
  return { pages, discovery, truncated, skipped, skippedCount };
}
