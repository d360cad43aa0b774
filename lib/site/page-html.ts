import { aiConfigured } from "../ai/configured";
import { socialNetworks } from "../documentation/social-networks";
import type { SourceEditLink } from "../git-sync/edit-url";
import { escapeHtml } from "../html";
import { formulasAsTex } from "../rendering/formulas";
import { inlineMarkdownHtml } from "../rendering/inline-markdown";
import type { TocItem } from "../rendering/markdown";
import type { NavVersion } from "../publishing/structure";
import { themeStorageKey } from "@/components/reader-theme/script";
import type { SiteConfig } from "./config";
import { onPrimaryColor, primaryTextColors } from "./palette";
import { tagKey, type LiveSite, type PagePlace } from "./live-site";
import { sidebarHtml } from "./nav";
import { socialCardSize, type SiteAddress } from "./address";
import type { SiteAssetUrls } from "./assets";
import { socialIcon } from "./social-icons";

/** A published page's content, read from the live snapshot. */
export interface PageContent {
  html: string;
  toc: TocItem[];
  /** When this page's published text last changed. */
  updatedAt: Date;
  /** Where readers edit the page's file, for versions synced with Git (when the project shows it). */
  editLink: SourceEditLink | null;
}

/** What every document in the site's frame (header, sidebar) is drawn from. */
export interface SiteFrame {
  site: LiveSite;
  address: SiteAddress;
  /** The version the reader is in: the sidebar's, search's and Ask AI's. */
  version: NavVersion;
  /** The stylesheets' and script's addresses (named by their content, cached for good). */
  assets: SiteAssetUrls;
}

export interface PageView extends SiteFrame {
  place: PagePlace;
  content: PageContent;
}

/** The version's tags (`tag` null), or the pages of one tag, in the site's frame. */
export interface TagsView extends SiteFrame {
  tag: string | null;
}

/** A path of the site that names no page, in the site's frame, with the pages the reader may have meant. */
export interface NotFoundView extends SiteFrame {
  /** The address asked for, under the site (version slug included). */
  missingPath: string;
  suggestions: PagePlace[];
}

const e = escapeHtml;

/** The description search engines and link previews show: the first paragraph, shortened. */
export function describe(html: string, fallback: string | null): string {
  const paragraph = /<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? "";
  const text = formulasAsTex(paragraph)
    .replace(/<[^>]+>/g, "")
    .replace(/&(lt|gt|quot|#39|amp);/g, (_, name: string) => ({ lt: "<", gt: ">", quot: '"', "#39": "'", amp: "&" })[name]!)
    .replace(/\s+/g, " ")
    .trim();
  const source = text || fallback || "";
  if (source.length <= 160) return source;
  return source.slice(0, 157).replace(/\s+\S*$/, "") + "…";
}

/**
 * CSS custom properties from the theme, after the site's stylesheet so they win. Colors are
 * validated hex; the font is stripped to safe characters. Background and text colors are the
 * light scheme's: the dark one keeps its own. The primary colour as text is made legible on
 * each scheme's background (lib/site/palette.ts).
 */
function themeStyle(theme: SiteConfig["theme"]): string {
  const primaryText = primaryTextColors(theme.primaryColor, theme.backgroundColor);
  const all = [`--docs-primary:${theme.primaryColor}`, `--docs-on-primary:${onPrimaryColor(theme.primaryColor)}`, `--docs-primary-text:${primaryText.light}`];
  if (theme.accentColor) all.push(`--docs-accent:${theme.accentColor}`);
  if (theme.fontFamily) all.push(`--docs-font:"${theme.fontFamily.replace(/[^\w \-.]/g, "")}",system-ui,sans-serif`);
  const light = [];
  if (theme.backgroundColor) light.push(`--docs-bg:${theme.backgroundColor}`);
  if (theme.textColor) light.push(`--docs-text:${theme.textColor}`);
  return `:root{${all.join(";")}}` + (light.length ? `:root:not(.dark){${light.join(";")}}` : "") + `.dark{--docs-primary-text:${primaryText.dark}}`;
}

/** Runs before paint: the reader's choice in this browser, else the project's appearance. */
const themeScript = (appearance: SiteConfig["theme"]["appearance"]) =>
  `try{var t=localStorage.getItem("${themeStorageKey}")||"${appearance}";if(t==="dark"||(t==="system"&&matchMedia("(prefers-color-scheme: dark)").matches))document.documentElement.classList.add("dark")}catch(e){}`;

function versionMenu(view: SiteFrame): string {
  const { site, address, version } = view;
  if (site.versions.length < 2 || !site.config.navigation.showVersionSwitcher) return "";
  const label = (candidate: NavVersion) => candidate.name + (candidate.isDeprecated ? " (deprecated)" : candidate.isLatest ? " (latest)" : "");
  const links = site.versions
    .map(
      (candidate) =>
        `<li><a href="${e(address.versionBase(candidate) || "/")}"${candidate.slug === version.slug ? ` aria-current="true"` : ""}>${e(label(candidate))}</a></li>`,
    )
    .join("");
  return `<details class="version-menu"><summary aria-label="Version: ${e(version.name)}">${e(version.name)}</summary><ul>${links}</ul></details>`;
}

/** The site's name, after its logo when it has one. */
const brandHtml = (site: LiveSite, address: SiteAddress) =>
  site.logoUrl ? `<img src="${e(address.local(site.logoUrl))}" alt="" width="28" height="28" class="logo">${e(site.name)}` : e(site.name);

/** Without one, browsers ask for /favicon.ico, which the site does not have. */
const faviconLink = (site: LiveSite, address: SiteAddress) => `<link rel="icon" href="${site.faviconUrl ? e(address.local(site.faviconUrl)) : "data:,"}">`;

function header(view: SiteFrame): string {
  const { site, address } = view;
  const config = site.config;
  const brand = brandHtml(site, address);
  const links = config.navigation.links.map((link) => `<a href="${e(link.url)}" class="header-link">${e(link.label)}</a>`).join("");
  const searchable = config.search.enabled;
  const search = searchable
    ? `<button type="button" class="search-button" data-search-open aria-keyshortcuts="/ Control+K Meta+K"><span>${e(config.search.placeholder)}</span><kbd>/</kbd></button>`
    : "";
  return `<header class="site-header"><div class="header-inner"><button type="button" class="menu-button" aria-controls="sidebar" aria-expanded="false" aria-label="Menu">☰</button><a href="${e(address.siteRoot())}" class="brand">${brand}</a>${versionMenu(view)}<div class="header-end">${links}${search}${askButton(view)}<button type="button" class="theme-button" data-theme-toggle aria-label="Switch between dark and light">◐</button></div></div></header>`;
}

/**
 * Readers are offered Ask AI where the project has it on and the server has a provider to
 * answer with: without one every question would be refused (503).
 */
const offersAskAi = (site: LiveSite) => site.config.askAi.enabled && aiConfigured();

/** Ask AI's header button (lib/site/client/ask.js opens the chat panel). */
function askButton({ site }: SiteFrame): string {
  return offersAskAi(site) ? `<button type="button" class="ask-button" data-ask-open aria-haspopup="dialog">Ask AI</button>` : "";
}

/** Where the chat panel sends questions, and about which version. */
function askAttributes({ site, address, version }: SiteFrame): string {
  return offersAskAi(site) ? ` data-ask="${e(`${address.linkBase}/-/ask`)}" data-ask-version="${e(version.slug)}"` : "";
}

function breadcrumbs(view: PageView): string {
  const trail = view.place.trail;
  if (!view.site.config.navigation.showBreadcrumbs || trail.length === 0) return "";
  return `<nav aria-label="Breadcrumb" class="breadcrumbs"><ol>${trail.map((step) => `<li>${e(step.title)}</li>`).join("")}</ol></nav>`;
}

function editAction({ content: { editLink } }: PageView): string {
  return editLink ? `<a href="${e(editLink.url)}" rel="noopener" target="_blank">Edit on ${editLink.forge}</a>` : "";
}

function pageActions(view: PageView, rawUrl: string): string {
  const prompt = encodeURIComponent(`Read ${rawUrl} so I can ask questions about it.`);
  const date = view.content.updatedAt;
  return (
    `<div class="page-meta"><span>Last updated <time datetime="${date.toISOString()}">${date.toLocaleDateString("en", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" })}</time></span>` +
    `<span class="page-actions"><button type="button" data-copy-page="${e(rawUrl)}">Copy page</button>` +
    `<a href="${e(rawUrl)}">View as Markdown</a>` +
    `<a href="https://chatgpt.com/?hints=search&amp;q=${e(prompt)}" rel="noopener" target="_blank">Open in ChatGPT</a>` +
    `<a href="https://claude.ai/new?q=${e(prompt)}" rel="noopener" target="_blank">Open in Claude</a>${mcpAction(view)}${editAction(view)}</span></div>`
  );
}

/**
 * "Was this page helpful?", the same for every reader (feedback.js shows it and remembers a
 * reader's vote in their browser); its data attributes also tell analytics.js the page viewed.
 */
function feedbackWidget({ address, version, place }: PageView): string {
  return (
    `<section class="page-feedback" aria-labelledby="page-feedback-title" data-feedback="${e(address.linkBase)}/-/feedback" data-page-path="${e(place.path)}" data-page-version="${e(version.slug)}" hidden>` +
    `<div class="page-feedback-vote"><p id="page-feedback-title">Was this page helpful?</p>` +
    `<button type="button" data-helpful="true" aria-pressed="false">Yes</button><button type="button" data-helpful="false" aria-pressed="false">No</button></div>` +
    `<form class="page-feedback-comment" hidden><label for="page-feedback-text">Tell us more (optional)</label>` +
    `<textarea id="page-feedback-text" name="comment" maxlength="1000" rows="3"></textarea>` +
    `<p class="page-feedback-website" aria-hidden="true"><label>Website <input name="website" tabindex="-1" autocomplete="off"></label></p>` +
    `<button type="submit">Send comment</button></form><p class="page-feedback-status" role="status"></p></section>`
  );
}

/** Where assistants connect to the site's MCP server; the address explains how to a browser. */
function mcpAction({ address }: PageView): string {
  return `<a href="${e(address.mcpUrl())}" title="Search and read these docs from Claude, Cursor or VS Code">Connect with MCP</a>`;
}

/**
 * The page's tags, each under the tag's one name and leading to the version's pages with it
 * (a tag only hidden pages carry leads nowhere: shown as written).
 */
function pageTags({ site, address, version, place }: PageView): string {
  if (!place.tags) return "";
  const listed = site.index.get(version.slug)!.byTag;
  const keys = new Map(place.tags.map((name) => [tagKey(name), name]));
  const tag = (key: string, name: string) => {
    const tagged = listed.get(key);
    return tagged ? `<a href="${e(address.tagsUrl(version, key))}" rel="tag">${e(tagged.label)}</a>` : `<span>${e(name)}</span>`;
  };
  return `<ul class="page-tags" aria-label="Tags">${[...keys].map(([key, name]) => `<li>${tag(key, name)}</li>`).join("")}</ul>`;
}

/** Links to the pages before and after in reading order; nothing for a version's only page, or a hidden one. */
function neighbours(view: PageView): string {
  if (view.place.hidden) return "";
  const pages = view.site.index.get(view.version.slug)!.pages;
  const previous = pages[view.place.position - 1];
  const next = pages[view.place.position + 1];
  if (!previous && !next) return "";
  const link = (page: PagePlace | undefined, rel: "prev" | "next") =>
    page
      ? `<a rel="${rel}" href="${e(view.address.pageUrl(view.version, page.path))}"><span>${rel === "prev" ? "Previous" : "Next"}</span>${e(page.title)}</a>`
      : "<span></span>";
  return `<nav aria-label="Previous and next" class="pager">${link(previous, "prev")}${link(next, "next")}</nav>`;
}

function tableOfContents(view: PageView): string {
  const toc = view.content.toc;
  if (!view.site.config.navigation.showTableOfContents || toc.length === 0) return "";
  const items = toc.map((item) => `<li${item.depth === 3 ? ` class="toc-sub"` : ""}><a href="#${e(item.id)}">${e(item.text)}</a></li>`).join("");
  return `<aside class="toc"><nav aria-labelledby="toc-title"><p id="toc-title">On this page</p><ul>${items}</ul></nav></aside>`;
}

/**
 * The page's social card for link previews, on sites anyone may read: chat apps and social
 * networks fetch it without credentials.
 */
function socialImage({ site, address, version, place }: PageView): string {
  if (!site.isPublic) return `<meta name="twitter:card" content="summary">`;
  // Named with the site's stamp: chat apps and networks keep a card by its URL, so a publish that
  // retitles the page gets its new card shown.
  const image = `${address.absolute(address.socialCardUrl(version, place.path))}?v=${site.stamp.slice(0, 12)}`;
  return (
    `<meta property="og:image" content="${e(image)}"><meta property="og:image:width" content="${socialCardSize.width}">` +
    `<meta property="og:image:height" content="${socialCardSize.height}"><meta property="og:image:alt" content="${e(place.title)}">` +
    `<meta name="twitter:card" content="summary_large_image">`
  );
}

/** The frame's part of the head, to its end: icon, theme, stylesheet and script. */
function frameHead({ site, address, assets }: SiteFrame): string {
  return (
    `${faviconLink(site, address)}<script>${themeScript(site.config.theme.appearance)}</script>` +
    `<link rel="stylesheet" href="${e(assets.css)}"><style>${themeStyle(site.config.theme)}</style><script src="${e(assets.js)}" defer></script></head>`
  );
}

/**
 * The project's announcement, above the header. A reader who closed it is not shown it again
 * until it changes: the script after it hides it before the page is drawn (site.js remembers).
 */
function announcement({ site }: SiteFrame): string {
  const banner = site.config.banner;
  if (!banner) return "";
  const link = banner.link ? ` <a href="${e(banner.link.url)}">${e(banner.link.label)}</a>` : "";
  if (!banner.dismissible) return `<div class="site-banner" role="region" aria-label="Announcement"><p>${inlineMarkdownHtml(banner.message)}${link}</p></div>`;
  const key = `docs-banner:${site.documentationId}`;
  return (
    `<div class="site-banner" role="region" aria-label="Announcement" data-banner-key="${e(key)}" data-banner-id="${e(banner.id)}"><p>${inlineMarkdownHtml(banner.message)}${link}</p>` +
    `<button type="button" class="site-banner-dismiss" data-banner-dismiss aria-label="Dismiss announcement">×</button></div>` +
    `<script>try{var b=document.currentScript.previousElementSibling;if(localStorage.getItem(b.dataset.bannerKey)===b.dataset.bannerId)b.hidden=true}catch(e){}</script>`
  );
}

/** The body's opening, which tells the site's script where search and Ask AI answer, then the announcement and header. */
function frameBodyStart(view: SiteFrame): string {
  const { site, address, version } = view;
  const searchVersion = version.isDeprecated && !site.config.search.includeDeprecatedVersions ? site.defaultVersion.slug : version.slug;
  return (
    `<body data-site-base="${e(address.linkBase)}" data-platform-base="${e(site.base)}" data-search="${site.config.search.enabled ? e(address.searchUrl()) : ""}" data-search-version="${e(searchVersion)}"${askAttributes(view)}>` +
    `<a href="#content" class="skip-link">Skip to content</a>${announcement(view)}${header(view)}`
  );
}

/** The version's sidebar, open down to the current page when there is one. */
function frameSidebar({ site, address, version }: SiteFrame, place: PagePlace | null): string {
  const sidebar = sidebarHtml(version, place, {
    versionBase: address.versionBase(version),
    fragmentBase: address.navFragmentBase(version),
    collapseFolders: site.config.navigation.collapseSections,
  });
  return `<nav id="sidebar" class="sidebar" aria-label="Documentation">${sidebar}</nav>`;
}

/** Each column is a navigation landmark named by its title ("Product navigation"). */
function footerColumns(columns: NonNullable<SiteConfig["footer"]>["columns"]): string {
  if (columns.length === 0) return "";
  const column = ({ title, links }: (typeof columns)[number], index: number) =>
    `<nav aria-labelledby="footer-column-${index}"><p class="footer-title" id="footer-column-${index}">${e(title)}</p>` +
    `<ul>${links.map((link) => `<li><a href="${e(link.url)}">${e(link.label)}</a></li>`).join("")}</ul></nav>`;
  return `<div class="footer-columns">${columns.map(column).join("")}</div>`;
}

/** The project's footer (columns of links, more links, its accounts elsewhere, a copyright line) and, on plans that show it, the platform's credit. */
function frameFooter({ site }: SiteFrame): string {
  const footer = site.config.footer;
  const credit = site.showBranding ? `<a href="https://docsplatform.dev" rel="noopener">Powered by Docs Platform</a>` : "";
  if (!footer) return credit ? `<footer class="site-footer"><p class="footer-bottom">${credit}</p></footer>` : "";
  const links = footer.links.length > 0 ? `<nav aria-label="Footer"><ul class="footer-links">${footer.links.map((link) => `<li><a href="${e(link.url)}">${e(link.label)}</a></li>`).join("")}</ul></nav>` : "";
  // rel="me": Mastodon verifies an account by the site linking to it so.
  const socials = footer.socials.map(
    ({ network, url }) => `<li><a href="${e(url)}" rel="me noopener" aria-label="${socialNetworks[network].name}" title="${socialNetworks[network].name}">${socialIcon(network)}</a></li>`,
  );
  const bottom = [footer.copyright ? `<span>${e(footer.copyright)}</span>` : "", credit].filter(Boolean).join("");
  return (
    `<footer class="site-footer">${footerColumns(footer.columns)}${links || socials.length > 0 ? `<div class="footer-row">${links}${socials.length > 0 ? `<ul class="footer-socials">${socials.join("")}</ul>` : ""}</div>` : ""}` +
    `${bottom ? `<p class="footer-bottom">${bottom}</p>` : ""}</footer>`
  );
}

const documentStart = (title: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(title)}</title>`;

/** The whole HTML document of a published page, rendered once per live snapshot and configuration. */
export function pageHtml(view: PageView): string {
  const { site, address, version, place, content } = view;
  const pageUrl = address.pageUrl(version, place.path);
  const canonical = address.absolute(pageUrl);
  const rawUrl = address.absolute(address.rawUrl(version, place.path));
  const description = place.description ?? describe(content.html, site.description);
  const banner = version.isDeprecated
    ? `<div role="note" class="deprecated">Version ${e(version.name)} is deprecated. <a href="${e(address.siteRoot())}">Read the current version</a>.</div>`
    : "";
  const body = address.rewrite(content.html);
  return (
    documentStart(`${place.title} · ${site.name}`) +
    `<meta name="description" content="${e(description)}"><link rel="canonical" href="${e(canonical)}">` +
    `<meta property="og:type" content="article"><meta property="og:site_name" content="${e(site.name)}"><meta property="og:title" content="${e(place.title)}">` +
    `<meta property="og:description" content="${e(description)}"><meta property="og:url" content="${e(canonical)}">` +
    socialImage(view) +
    `<meta name="twitter:title" content="${e(place.title)}"><meta name="twitter:description" content="${e(description)}">` +
    `<link rel="alternate" type="text/markdown" href="${e(rawUrl)}">${site.isPublic && !place.hidden ? "" : `<meta name="robots" content="noindex">`}` +
    // KaTeX's stylesheet and fonts, only for the pages with math.
    (content.html.includes(`<span class="katex">`) ? `<link rel="stylesheet" href="${e(view.assets.mathCss)}">` : "") +
    frameHead(view) +
    `${frameBodyStart(view)}<div class="layout">${frameSidebar(view, place)}` +
    `<main id="content" class="main">${banner}${breadcrumbs(view)}<h1>${e(place.title)}</h1>${place.description ? `<p class="page-description">${e(place.description)}</p>` : ""}${pageActions(view, rawUrl)}` +
    `<article class="docs-content">${body}</article>${pageTags(view)}${feedbackWidget(view)}${neighbours(view)}</main>${tableOfContents(view)}</div>${frameFooter(view)}</body></html>`
  );
}

/**
 * "Page not found" in the site's frame, so the reader keeps its search, Ask AI and sidebar,
 * with the version's pages the address may have meant.
 */
export function notFoundHtml(view: NotFoundView): string {
  const { site, address, version } = view;
  const suggestions = view.suggestions.map((page) => `<li><a href="${e(address.pageUrl(version, page.path))}">${e(page.title)}</a></li>`).join("");
  // The words of the address's last part (its page's name), for the search the page offers.
  const words = (view.missingPath.split("/").at(-1) ?? "").replace(/\.\w+$/, "").split(/[-_.+\s]+/).filter(Boolean).join(" ").slice(0, 100);
  const search = site.config.search.enabled && words
    ? `<p><button type="button" class="not-found-search" data-search-open data-search-query="${e(words)}">Search the documentation for “${e(words)}”</button></p>`
    : "";
  return (
    documentStart(`Page not found · ${site.name}`) +
    `<meta name="robots" content="noindex">${frameHead(view)}${frameBodyStart(view)}<div class="layout">${frameSidebar(view, null)}` +
    `<main id="content" class="main" data-not-found-path="${e(view.missingPath)}" data-page-version="${e(version.slug)}"><h1>Page not found</h1><article class="docs-content"><p>There is no page at this address. It may have moved, or the link may be mistyped.</p>` +
    (suggestions ? `<h2>Perhaps you were looking for</h2><ul>${suggestions}</ul>` : "") +
    search +
    `<p><a href="${e(address.siteRoot())}">Go to the start of ${e(site.name)}</a></p></article></main></div>${frameFooter(view)}</body></html>`
  );
}

/** A page listing the version's tags with their page counts, or one tag's pages with their descriptions, as Docusaurus's tag pages do. */
export function tagsHtml(view: TagsView): string {
  const { site, address, version, tag } = view;
  const byTag = site.index.get(version.slug)!.byTag;
  let heading: string;
  let list: string;
  if (tag === null) {
    heading = "Tags";
    const tags = [...byTag].sort(([, a], [, b]) => a.label.localeCompare(b.label));
    list = tags.length
      ? `<ul class="tag-list">${tags.map(([key, { label, pages }]) => `<li><a href="${e(address.tagsUrl(version, key))}" rel="tag">${e(label)}</a> <span class="tag-count">${pages.length}</span></li>`).join("")}</ul>`
      : "<p>No page of this version has tags.</p>";
  } else {
    const { label, pages } = byTag.get(tag) ?? { label: tag, pages: [] };
    heading = `Tagged “${label}”`;
    list =
      `<p>${pages.length === 1 ? "One page" : `${pages.length} pages`}. <a href="${e(address.tagsUrl(version))}">All tags</a></p>` +
      `<ul class="tagged-pages">${pages.map((page) => `<li><a href="${e(address.pageUrl(version, page.path))}">${e(page.title)}</a>${page.description ? `<p>${e(page.description)}</p>` : ""}</li>`).join("")}</ul>`;
  }
  const url = tag === null ? address.tagsUrl(version) : address.tagsUrl(version, tag);
  return (
    documentStart(`${heading} · ${site.name}`) +
    `<link rel="canonical" href="${e(address.absolute(url))}">${site.isPublic ? "" : `<meta name="robots" content="noindex">`}${frameHead(view)}${frameBodyStart(view)}<div class="layout">${frameSidebar(view, null)}` +
    `<main id="content" class="main"><h1>${e(heading)}</h1>${list}</main></div>${frameFooter(view)}</body></html>`
  );
}

export interface SignInView {
  site: LiveSite;
  address: SiteAddress;
  assets: { css: string; js: string };
  /** Where the form posts. */
  action: string;
  /** The page to show once signed in. */
  next: string;
  error: string | null;
}

/**
 * The password form of a protected site, in the site's colors and with its name and logo: a
 * plain form POST, so it works without JavaScript, with its label, hint and error announced
 * to screen readers.
 */
export function signInHtml(view: SignInView): string {
  const { site, address } = view;
  const error = view.error ? `<p class="sign-in-error" id="sign-in-error" role="alert">${e(view.error)}</p>` : "";
  const describedBy = view.error ? "sign-in-help sign-in-error" : "sign-in-help";
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${e(`Sign in · ${site.name}`)}</title><meta name="robots" content="noindex">${faviconLink(site, address)}` +
    `<script>${themeScript(site.config.theme.appearance)}</script>` +
    `<link rel="stylesheet" href="${e(view.assets.css)}"><style>${themeStyle(site.config.theme)}</style></head>` +
    `<body><header class="site-header"><div class="header-inner"><span class="brand">${brandHtml(site, address)}</span></div></header>` +
    `<main id="content" class="sign-in"><h1>${e(site.name)}</h1><p id="sign-in-help">This documentation is protected. Enter its password to read it.</p>${error}` +
    `<form method="post" action="${e(view.action)}"><input type="hidden" name="next" value="${e(view.next)}">` +
    `<label for="site-password">Password</label>` +
    `<input type="password" id="site-password" name="password" required autocomplete="current-password" autofocus aria-describedby="${describedBy}"${view.error ? ` aria-invalid="true"` : ""}>` +
    `<button type="submit">Continue</button></form></main></body></html>`
  );
}
