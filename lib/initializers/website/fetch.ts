import robotsParser from "robots-parser";
import { DOMParser } from "linkedom";
import { fetchRemoteFile } from "../../assets/remote-fetch";
import { DomainError, formatBytes } from "../../errors";
import { normalizePageUrl } from "./urls";

const userAgent = "docs-platform-website-import";
const limits = { page: 5 * 1024 * 1024, sitemap: 10 * 1024 * 1024, robots: 512 * 1024 };
/** Sitemap files read per import (an index and the sitemaps it names). */
const maxSitemapFiles = 10;
/** Addresses kept from sitemaps; a sitemap holds at most 50,000. */
const maxSitemapUrls = 50_000;

export interface FetchedText {
  /** The address answered, after redirects. */
  url: URL;
  mediaType: string;
  text: string;
}

const mediaTypeOf = (contentType: string | null) => (contentType ?? "").split(";")[0]!.trim().toLowerCase();
export const isHtml = (mediaType: string) => mediaType === "text/html" || mediaType === "application/xhtml+xml";

function decode(bytes: Buffer, contentType: string | null): string {
  const charset = /charset="?([\w-]+)/i.exec(contentType ?? "")?.[1];
  try {
    return new TextDecoder(charset ?? "utf-8").decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

/**
 * GETs a text document through the asset import's SSRF guard (public addresses only unless
 * ASSET_IMPORT_ALLOWED_HOSTS allows them, redirects checked, per-request timeout), reading
 * at most `limitBytes`. With `htmlOnly` a response of another type is refused before its
 * body is read.
 */
async function fetchText(url: string, options: { accept: string; limitBytes: number; signal: AbortSignal; htmlOnly?: boolean }): Promise<FetchedText> {
  const tooLarge = () =>
    new DomainError("unprocessable", `${url} is larger than ${formatBytes(options.limitBytes)}.`, {
      extensions: { reason: "too_large", limit_bytes: options.limitBytes },
    });
  const remote = await fetchRemoteFile(url, options.limitBytes, { accept: options.accept, userAgent, signal: options.signal }).catch((error: unknown) => {
    throw error instanceof DomainError && error.code === "payload_too_large" ? tooLarge() : error;
  });
  try {
    const mediaType = mediaTypeOf(remote.contentType);
    if (options.htmlOnly && !isHtml(mediaType)) {
      throw new DomainError("unprocessable", `${remote.url.href} is not an HTML page (${mediaType || "no content type"}).`, {
        extensions: { reason: "not_html" },
      });
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of remote.body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > options.limitBytes) throw tooLarge();
      chunks.push(chunk);
    }
    return { url: remote.url, mediaType, text: decode(Buffer.concat(chunks), remote.contentType) };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if (options.signal.aborted) throw new DomainError("upstream_timeout", `${url} did not answer in time.`);
    throw new DomainError("upstream_failed", `${url} could not be read: ${(error as Error).message}`);
  } finally {
    remote.body.destroy();
  }
}

export const fetchPage = (url: string, signal: AbortSignal) =>
  fetchText(url, { accept: "text/html, application/xhtml+xml;q=0.9", limitBytes: limits.page, signal, htmlOnly: true });

export interface RobotsRules {
  isDisallowed: (url: URL) => boolean;
  sitemaps: string[];
}

/** The origin's robots.txt, applied as written for our user agent (else `*`); none when it cannot be read. */
export async function fetchRobots(origin: string, signal: AbortSignal): Promise<RobotsRules> {
  const address = `${origin}/robots.txt`;
  const text = await fetchText(address, { accept: "text/plain", limitBytes: limits.robots, signal }).then(
    (fetched) => fetched.text,
    () => "",
  );
  const robots = robotsParser(address, text);
  return { isDisallowed: (url) => robots.isDisallowed(url.href, userAgent) === true, sitemaps: robots.getSitemaps() };
}

/**
 * Page addresses the site's sitemaps list, in their order: those robots.txt names, else
 * `/sitemap.xml`; a sitemap index is followed one level at a time. Sitemaps that cannot be
 * fetched or parsed are passed over.
 */
export async function fetchSitemapUrls(origin: string, robots: RobotsRules, signal: AbortSignal): Promise<URL[]> {
  const queue = robots.sitemaps.length > 0 ? [...robots.sitemaps] : [`${origin}/sitemap.xml`];
  const seen = new Set<string>();
  const pages: URL[] = [];
  for (let read = 0; queue.length > 0 && read < maxSitemapFiles && !signal.aborted; read++) {
    const address = queue.shift()!;
    if (seen.has(address)) continue;
    seen.add(address);
    const fetched = await fetchText(address, { accept: "application/xml, text/xml;q=0.9", limitBytes: limits.sitemap, signal }).catch(() => null);
    if (!fetched) continue;
    const document = new DOMParser().parseFromString(fetched.text, "text/xml");
    const root = document.documentElement?.localName;
    const locations = [...document.getElementsByTagName("loc")].map((element) => element.textContent?.trim() ?? "");
    if (root === "sitemapindex") queue.push(...locations);
    else if (root === "urlset") {
      for (const location of locations) {
        const url = normalizePageUrl(location);
        if (url && pages.length < maxSitemapUrls) pages.push(url);
      }
    }
  }
  return pages;
}
