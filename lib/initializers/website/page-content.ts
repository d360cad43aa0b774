import { gfm } from "@joplin/turndown-plugin-gfm";
import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";
import TurndownService from "turndown";
import { normalizePageUrl } from "./urls";

/** What an import keeps of a fetched page until every page is known. */
export interface ExtractedPage {
  url: URL;
  /** What the page's relative links are relative to (its `<base href>`, else its address). */
  base: URL;
  title: string;
  /** The page's main content as HTML, its title heading taken out. */
  contentHtml: string;
  /** Every link of the page (navigation included), absolute. */
  links: URL[];
  siteName: string | null;
}

const text = (value: string | null | undefined) => (value ?? "").replace(/\s+/g, " ").trim();

/** "Install | Acme Docs" → "Install": a `<title>` usually ends with the site's name. */
const withoutSiteName = (title: string) => title.replace(/\s+(?:\||–|—|·)\s+[^|–—·]*$/, "").trim() || title;

/**
 * Finds a page's title (its main `h1`, else `<title>` without the site's name) and main
 * content (Readability). The title heading is removed from the content: the site shows the
 * title as the page heading.
 */
export function extractPage(html: string, url: URL): ExtractedPage {
  const { document } = parseHTML(html);
  const base = normalizePageUrl(document.querySelector("base[href]")?.getAttribute("href") ?? "", url) ?? url;
  const links = [...document.querySelectorAll("a[href]")].flatMap((anchor) => normalizePageUrl(anchor.getAttribute("href")!, base) ?? []);
  const heading = document.querySelector("main h1, article h1, [role=main] h1") ?? document.querySelector("h1");
  const title = text(heading?.textContent) || withoutSiteName(text(document.title)) || url.hostname;
  heading?.remove();
  // Classes stay for turndown to read code languages (`language-js`).
  const article = new Readability(document as unknown as Document, { keepClasses: true, charThreshold: 0 }).parse();
  return {
    url,
    base,
    title: title.slice(0, 300),
    contentHtml: article?.content ?? document.body?.innerHTML ?? "",
    links,
    siteName: text(article?.siteName) || null,
  };
}

const turndown = new TurndownService({ headingStyle: "atx", codeBlockStyle: "fenced", bulletListMarker: "-", emDelimiter: "_" });
// Tables, strikethrough, task lists and highlighted code blocks.
turndown.use(gfm);

/**
 * Converts extracted content to markdown. Links to imported pages become the paths
 * `linkFor` gives (fragments kept), other links and images absolute URLs.
 */
export function toMarkdown(page: ExtractedPage, linkFor: (url: URL) => string | null): string {
  const { document } = parseHTML(`<!doctype html><html><body>${page.contentHtml}</body></html>`);
  for (const anchor of document.querySelectorAll("a[href]")) {
    const href = anchor.getAttribute("href")!;
    if (href.startsWith("#")) continue;
    let absolute: URL;
    try {
      absolute = new URL(href, page.base);
    } catch {
      continue;
    }
    const target = normalizePageUrl(absolute.href);
    const path = target && linkFor(target);
    anchor.setAttribute("href", path ? `${path}${absolute.hash}` : absolute.href);
  }
  for (const image of document.querySelectorAll("img[src]")) {
    try {
      image.setAttribute("src", new URL(image.getAttribute("src")!, page.base).href);
    } catch {
      image.remove();
    }
    image.removeAttribute("srcset");
  }
  return `${turndown.turndown(document.body.innerHTML).trim()}\n`;
}
