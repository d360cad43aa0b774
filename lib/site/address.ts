import type { NavVersion } from "../publishing/structure";
import type { LiveSite } from "./live-site";

type VersionRef = Pick<NavVersion, "slug" | "isDefault">;

/** A page's social card's size, Open Graph's recommended one: what Slack, X, LinkedIn and Facebook show uncropped. */
export const socialCardSize = { width: 1200, height: 630 } as const;

/**
 * The addresses of a site as one request sees it: under `/docs/{org}/{project}` on the
 * platform's host, or at the root of the project's custom domain. Rendered pages store
 * platform addresses; `rewrite` moves them to the custom domain.
 */
export class SiteAddress {
  /** Prefix of every link: the platform path, or `` on the custom domain. */
  readonly linkBase: string;

  constructor(
    private readonly site: Pick<LiveSite, "base" | "customDomain">,
    readonly onCustomDomain: boolean,
    /** The platform's address as this request reached it (lib/http/origin). */
    readonly platformOrigin: string,
  ) {
    this.linkBase = onCustomDomain ? "" : site.base;
  }

  /** A variant name for caches: the same page differs by its links, absolute ones included. */
  get variant(): string {
    return this.onCustomDomain ? "domain" : this.site.customDomain ? "path" : `path:${this.platformOrigin}`;
  }

  versionBase(version: VersionRef): string {
    return version.isDefault ? this.linkBase : `${this.linkBase}/${version.slug}`;
  }

  pageUrl(version: VersionRef, path: string): string {
    return `${this.versionBase(version)}/${path}`;
  }

  /** Without a trailing slash: Next answers those with a redirect. */
  siteRoot(): string {
    return this.linkBase || "/";
  }

  rawUrl(version: VersionRef, path: string): string {
    return `${this.linkBase}/-/raw/${version.isDefault ? "" : `${version.slug}/`}${path}.md`;
  }

  /** A page's social card (lib/site/social-card.tsx), which link previews show. */
  socialCardUrl(version: VersionRef, path: string): string {
    return `${this.linkBase}/-/og/${version.isDefault ? "" : `${version.slug}/`}${path}.png`;
  }

  navFragmentBase(version: VersionRef): string {
    return `${this.linkBase}/-/nav/${version.slug}`;
  }

  /** The version's tags, or the pages of one tag. */
  tagsUrl(version: VersionRef, tag?: string): string {
    return `${this.linkBase}/-/tags/${version.slug}${tag === undefined ? "" : `/${encodeURIComponent(tag)}`}`;
  }

  searchUrl(): string {
    return `${this.linkBase}/-/search`;
  }

  /** The site's MCP server (Streamable HTTP). */
  mcpUrl(): string {
    return `${this.linkBase}/mcp`;
  }

  /** Where search engines should index the site: its custom domain when it has one. */
  origin(): string {
    return this.site.customDomain ? `https://${this.site.customDomain}` : this.platformOrigin;
  }

  /** An absolute URL of a path of this request's variant, at the site's preferred origin. */
  absolute(path: string): string {
    const canonicalPath = this.site.customDomain && !this.onCustomDomain ? path.slice(this.site.base.length) || "/" : path;
    return this.origin() + canonicalPath;
  }

  /** A platform address (an asset's, say) as this request's variant links it. */
  local(path: string): string {
    return this.onCustomDomain && path.startsWith(`${this.site.base}/`) ? path.slice(this.site.base.length) : path;
  }

  /** Stored HTML (platform addresses) as this request's variant links it. */
  rewrite(html: string): string {
    return this.onCustomDomain ? html.replaceAll(`="${this.site.base}/`, `="/`).replaceAll(`="${this.site.base}"`, `="/"`) : html;
  }
}
