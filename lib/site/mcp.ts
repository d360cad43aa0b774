import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { ErrorCode, McpError, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { escapeHtml } from "../html";
import type { NavVersion } from "../publishing/structure";
import { publicSearch } from "../search/service";
import { mcpClientSetups } from "./mcp-clients";
import { findPage, resolveSitePath, resolveSiteRequest, type SiteParams, type SiteRequest } from "./serve";
import { rawMarkdown } from "./texts";
import { tagKey, type PagePlace } from "./live-site";

/** Pages are resources named by their path on the site: `docs://guides/setup`, `docs://v1/guides/start`. */
const resourceScheme = "docs://";
/** MCP messages are small: a tool call names a page or a query. */
const maxMessageBytes = 64 * 1024;
const maxListedPages = 500;

/** A page's path on the site: the default version's at the root, others under their slug. */
const sitePath = (version: NavVersion, path: string) => (version.isDefault ? path : `${version.slug}/${path}`);

/** A search snippet (HTML-escaped, matches in `<mark>`) as plain text with the matches in bold. */
const plainSnippet = (html: string) =>
  html
    .replace(/<\/?mark>/g, "**")
    .replace(/&(lt|gt|quot|#39|amp);/g, (_, name: string) => ({ lt: "<", gt: ">", quot: '"', "#39": "'", amp: "&" })[name]!);

/**
 * The site path a page is named by: a path (`guides/setup`, `v1/guides/start`), a page URL
 * at the platform or the custom domain, its raw markdown URL, or a `docs://` resource URI.
 */
function segmentsOf(target: SiteRequest, reference: string): string[] | null {
  let path = reference.trim();
  if (path.startsWith(resourceScheme)) path = path.slice(resourceScheme.length);
  else if (/^https?:\/\//i.test(path)) {
    if (!URL.canParse(path)) return null;
    path = new URL(path).pathname;
  }
  path = path.replace(/[?#].*$/, "");
  const base = target.site.base;
  if (path === base || path.startsWith(`${base}/`)) path = path.slice(base.length);
  path = path.replace(/^\/+|\/+$/g, "").replace(/^-\/raw\//, "").replace(/\.md$/, "");
  try {
    return path.split("/").filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

interface FoundPage {
  version: NavVersion;
  place: PagePlace;
}

/** The page a reference names, following the site's redirects of moved pages once. */
function locatePage(target: SiteRequest, reference: string): FoundPage | null {
  const { site } = target;
  const at = (segments: string[]) => {
    const { version, path } = resolveSitePath(site, segments);
    const place = findPage(site, version, path);
    return place ? { version, place } : null;
  };
  // The default version's slug in a path is an alias of the root, as on the site.
  const find = (segments: string[]) => at(segments) ?? (segments[0] === site.defaultVersion.slug ? at(segments.slice(1)) : null);
  const segments = segmentsOf(target, reference);
  if (!segments) return null;
  const moved = site.redirects.get(segments.join("/"));
  return find(segments) ?? (moved !== undefined ? find(moved.split("/").filter(Boolean)) : null);
}

function versionNamed(target: SiteRequest, slug: string | undefined): NavVersion | null {
  return slug === undefined ? target.site.defaultVersion : (target.site.versions.find((version) => version.slug === slug) ?? null);
}

const versionsOf = (target: SiteRequest) =>
  target.site.versions.map((version) => ({ slug: version.slug, name: version.name, is_default: version.isDefault, is_deprecated: version.isDeprecated }));

const toolError = (text: string): CallToolResult => ({ isError: true, content: [{ type: "text", text }] });
const structured = <T extends Record<string, unknown>>(value: T): CallToolResult => ({
  content: [{ type: "text", text: JSON.stringify(value) }],
  structuredContent: value,
});

const VersionSlug = z.string().max(100).optional().describe("A version's slug (list_pages names them); the default version when omitted.");

const PageSummary = z.object({ title: z.string(), path: z.string(), url: z.string(), section: z.string() });
/** What list_pages tells of a page besides its place: what it is about, so an assistant can choose which to read. */
const ListedPage = PageSummary.extend({ description: z.string().optional(), tags: z.array(z.string()).optional() });
const Version = z.object({ slug: z.string(), name: z.string(), is_default: z.boolean(), is_deprecated: z.boolean() });

/** A published page's markdown, headed by its title and address. */
async function pageMarkdown(target: SiteRequest, { version, place }: FoundPage): Promise<string | null> {
  const markdown = await rawMarkdown(target, version, place.path);
  const url = target.address.absolute(target.address.pageUrl(version, place.path));
  return markdown && `---\ntitle: ${place.title}\nurl: ${url}\nversion: ${version.name}\n---\n\n${markdown}`;
}

/** The MCP server of one live site: its search, pages and navigation, read-only. */
export function siteMcpServer(target: SiteRequest): McpServer {
  const { site, address } = target;
  const pageUrl = (version: NavVersion, path: string) => address.absolute(address.pageUrl(version, path));
  const summary = (version: NavVersion, place: PagePlace) => ({
    title: place.title,
    path: sitePath(version, place.path),
    url: pageUrl(version, place.path),
    section: place.trail.map((step) => step.title).join(" › "),
  });
  const server = new McpServer(
    { name: site.name, title: `${site.name} documentation`, version: site.publishedAt.toISOString() },
    {
      instructions:
        `The published documentation of ${site.name}` +
        (site.description ? `: ${site.description}` : "") +
        `. ${site.config.search.enabled ? "Use search to find pages, " : ""}list_pages to see them in reading order, and read_page to read one as markdown; cite pages by their URL.`,
    },
  );
  const readOnly = { readOnlyHint: true, openWorldHint: false };

  if (site.config.search.enabled) {
    server.registerTool(
      "search",
      {
        title: "Search the documentation",
        description: `Full-text search over the published pages of ${site.name}: each result's title, URL, path and a snippet around the matches.`,
        inputSchema: {
          query: z.string().trim().min(1).max(200).describe("Words to look for."),
          version: VersionSlug,
          limit: z.number().int().min(1).max(20).default(8).describe("Most results to return (1 to 20)."),
        },
        outputSchema: { results: z.array(PageSummary.extend({ snippet: z.string() })) },
        annotations: readOnly,
      },
      async ({ query, version, limit }) => {
        if (version !== undefined && !versionNamed(target, version)) return toolError(`No version "${version}"; list_pages names the versions.`);
        const found = await publicSearch(site, { q: query, version, limit });
        const versions = new Map(site.versions.map((candidate) => [candidate.id, candidate]));
        return structured({
          results: found.results.flatMap((result) => {
            const resultVersion = versions.get(result.version_id);
            if (!resultVersion) return [];
            return [{ title: result.title, path: sitePath(resultVersion, result.path), url: pageUrl(resultVersion, result.path), section: result.section.title, snippet: plainSnippet(result.snippet) }];
          }),
        });
      },
    );
  }

  server.registerTool(
    "read_page",
    {
      title: "Read a page",
      description: "A published page's markdown, as its authors wrote it. Name the page by its path (as list_pages and search give it) or its URL.",
      inputSchema: { path: z.string().min(1).max(2000).describe("The page's path, e.g. `guides/setup` or `v1/guides/setup`, or its full URL.") },
      annotations: readOnly,
    },
    async ({ path }) => {
      const found = locatePage(target, path);
      const markdown = found && (await pageMarkdown(target, found));
      if (!markdown) return toolError(`No page at "${path}". list_pages gives every page's path${site.config.search.enabled ? "; search finds pages by their words" : ""}.`);
      return { content: [{ type: "text", text: markdown }] };
    },
  );

  server.registerTool(
    "list_pages",
    {
      title: "List the pages",
      description: `The pages of one version of ${site.name} in reading order (title, path, URL, section, and the description and tags their authors gave), and the site's versions.`,
      inputSchema: {
        version: VersionSlug,
        offset: z.number().int().min(0).default(0).describe(`Pages to skip; at most ${maxListedPages} are listed at a time.`),
      },
      outputSchema: { version: Version, versions: z.array(Version), pages: z.array(ListedPage), total: z.number(), next_offset: z.number().nullable() },
      annotations: readOnly,
    },
    ({ version: slug, offset }) => {
      const version = versionNamed(target, slug);
      if (!version) return toolError(`No version "${slug}". Versions: ${site.versions.map((candidate) => candidate.slug).join(", ")}.`);
      const index = site.index.get(version.slug);
      const pages = index?.pages ?? [];
      const end = offset + maxListedPages;
      // Tags under their one name, as the site shows them (every tag of a listed page is in the index).
      const tagsOf = (tags: string[]) => [...new Set(tags.map((tag) => index!.byTag.get(tagKey(tag))!.label))];
      const listed = (place: PagePlace) => ({ ...summary(version, place), ...(place.description && { description: place.description }), ...(place.tags && { tags: tagsOf(place.tags) }) });
      return structured({
        version: versionsOf(target).find((candidate) => candidate.slug === version.slug)!,
        versions: versionsOf(target),
        pages: pages.slice(offset, end).map(listed),
        total: pages.length,
        next_offset: end < pages.length ? end : null,
      });
    },
  );

  server.registerResource(
    "page",
    new ResourceTemplate(`${resourceScheme}{+path}`, {
      list: () => ({
        resources: site.versions
          .toSorted((a, b) => Number(b.isDefault) - Number(a.isDefault))
          .flatMap((version) =>
            (site.index.get(version.slug)?.pages ?? []).map((place) => ({
              uri: `${resourceScheme}${sitePath(version, place.path)}`,
              name: sitePath(version, place.path),
              title: version.isDefault ? place.title : `${place.title} (${version.name})`,
              description: pageUrl(version, place.path),
              mimeType: "text/markdown",
            })),
          ),
      }),
    }),
    { title: "A page of the documentation", description: `A published page of ${site.name} as markdown.`, mimeType: "text/markdown" },
    async (uri) => {
      const found = locatePage(target, uri.href);
      const markdown = found && (await pageMarkdown(target, found));
      if (!markdown) throw new McpError(ErrorCode.InvalidParams, `No page at ${uri.href}.`);
      return { contents: [{ uri: uri.href, mimeType: "text/markdown", text: markdown }] };
    },
  );
  return server;
}

/**
 * Browser-based MCP clients call from other origins. No credentials ride along (`*` forbids
 * cookies), so a private project still needs a token the caller holds.
 */
const crossOrigin = { "access-control-allow-origin": "*" };
const noStore = { "cache-control": "no-store", ...crossOrigin };

/** The preflight of a cross-origin MCP request. */
export function mcpPreflight(): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...crossOrigin,
      "access-control-allow-methods": "GET, POST",
      "access-control-allow-headers": "authorization, content-type, accept, mcp-protocol-version, mcp-session-id, last-event-id",
      "access-control-max-age": "86400",
    },
  });
}

/** Where the site's MCP server lives, for the link on every page and in llms.txt. */
export const mcpUrl = (target: SiteRequest) => target.address.absolute(target.address.mcpUrl());

/**
 * One MCP request (Streamable HTTP, stateless): a new server and transport answer it, so any
 * instance can answer any request and nothing outlives it. Answers are JSON, never a stream.
 */
export async function serveMcp(request: Request, params: SiteParams): Promise<Response> {
  const target = await resolveSiteRequest(request, params);
  const server = siteMcpServer(target);
  const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true, maxRequestBodySize: maxMessageBytes });
  await server.connect(transport);
  try {
    const response = await transport.handleRequest(request);
    for (const [name, value] of Object.entries(noStore)) response.headers.set(name, value);
    return response;
  } finally {
    await server.close();
  }
}

/**
 * A GET: browsers get a short page on how to connect; MCP clients learn that this stateless
 * server offers no event stream (405, as the Streamable HTTP transport specifies).
 */
export async function serveMcpGet(request: Request, params: SiteParams): Promise<Response> {
  const target = await resolveSiteRequest(request, params);
  if (request.headers.get("accept")?.includes("text/html")) {
    return new Response(mcpGuideHtml(target), { headers: { "content-type": "text/html; charset=utf-8", ...noStore } });
  }
  return Response.json(
    { jsonrpc: "2.0", error: { code: -32000, message: "This server has no event stream: send MCP messages with POST." }, id: null },
    { status: 405, headers: { allow: "POST", ...noStore } },
  );
}

/** The page a reader's browser shows at the MCP address: what it is and how to connect. */
function mcpGuideHtml(target: SiteRequest): string {
  const { site, address } = target;
  const e = escapeHtml;
  const url = mcpUrl(target);
  const name = site.base.split("/").at(-1)!;
  const setups = mcpClientSetups({ name, url, isPublic: site.isPublic })
    .map((setup) => `<h2>${e(setup.client)}</h2><p>${e(setup.where)}</p><pre><code>${e(setup.snippet)}</code></pre>`)
    .join("");
  const access = site.isPublic
    ? "<p>No credentials are needed.</p>"
    : "<p>This documentation is private: send a token that may read it as <code>Authorization: Bearer …</code> (an organization token with the reader role, limited to this project, is enough).</p>";
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>Connect with MCP · ${e(site.name)}</title></head><body style="font-family:system-ui,sans-serif;max-width:44rem;margin:3rem auto;padding:0 1rem;line-height:1.5">` +
    `<h1>Connect ${e(site.name)} to your AI assistant</h1>` +
    `<p>This address is a <a href="https://modelcontextprotocol.io">Model Context Protocol</a> server: assistants such as Claude, Cursor and VS Code can search these docs, list their pages and read any page as markdown.</p>` +
    `<p>Server URL (Streamable HTTP):</p><pre><code>${e(url)}</code></pre>${access}${setups}` +
    `<p><a href="${e(address.siteRoot())}">Back to ${e(site.name)}</a></p></body></html>`
  );
}
