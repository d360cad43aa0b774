import { createHash } from "node:crypto";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { organizationSitesChanged, siteChanged } from "@/lib/site/changes";
import { refreshCustomDomains } from "@/lib/site/custom-domains";
import { customDomainHeader, replaceServedCustomDomains, servedCustomDomains } from "@/lib/site/domains";
import { onPrimaryColor, primaryTextColors } from "@/lib/site/palette";
import { blobStore } from "@/lib/storage";
import * as assetRoute from "@/app/docs/[organization]/[documentation]/-/assets/[asset_id]/[filename]/route";
import * as navRoute from "@/app/docs/[organization]/[documentation]/-/nav/[version]/[node]/route";
import * as rawRoute from "@/app/docs/[organization]/[documentation]/-/raw/[...path]/route";
import * as searchRoute from "@/app/docs/[organization]/[documentation]/-/search/route";
import * as tagsRoute from "@/app/docs/[organization]/[documentation]/-/tags/[version]/[[...tag]]/route";
import * as pageRoute from "@/app/docs/[organization]/[documentation]/[[...path]]/route";
import * as llmsFullRoute from "@/app/docs/[organization]/[documentation]/llms-full.txt/route";
import * as llmsRoute from "@/app/docs/[organization]/[documentation]/llms.txt/route";
import * as robotsRoute from "@/app/docs/[organization]/[documentation]/robots.txt/route";
import * as sitemapRoute from "@/app/docs/[organization]/[documentation]/sitemap.xml/route";
import * as siteAssetRoute from "@/app/%5Fsite/[file]/route";
import * as mermaidRoute from "@/app/%5Fsite/mermaid/[version]/[...file]/route";
import { proxy } from "@/proxy";
import { api } from "../helpers/api";
import { makeTeam, type Team } from "../helpers/fixtures";
import { countQueries } from "../content/query-counter";
import { makeProject, publishAndWait } from "./fixtures";

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

let team: Team;
let organizationSlug: string;
let project: Awaited<ReturnType<typeof makeProject>>;
let base: string;
const logo = Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>");
const apiPage = "The API. A client may send $r = \\frac{n}{t}$ requests a second.\n\n```mermaid\nflowchart LR\n  Client --> API\n```";

interface GetOptions {
  /** The request's path (the route's parameters say what it names). */
  pathname?: string;
  query?: string;
  token?: string;
  headers?: Record<string, string>;
  site?: { organization: string; documentation: string };
}

async function get(handler: Handler, params: Record<string, string | string[]>, options: GetOptions = {}) {
  const headers = new Headers({ ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers });
  const request = new NextRequest(`http://localhost:3000${options.pathname ?? "/docs/x"}${options.query ?? ""}`, { headers });
  const site = options.site ?? { organization: organizationSlug, documentation: project.documentation.slug };
  const response = await handler(request, { params: Promise.resolve({ ...site, ...params }) });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const page = (path: string[], options: GetOptions = {}) =>
  get(pageRoute.GET as Handler, path.length ? { path } : {}, { pathname: [base, ...path].join("/"), ...options });

async function configure(body: Record<string, unknown>) {
  const response = await api.put(`/api/v1/documentation/${team.organizationId}/${project.documentation.id}/config`, { token: team.owner.token, json: body });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  team = await makeTeam();
  organizationSlug = (await db.organization.findUniqueOrThrow({ where: { id: team.organizationId } })).slug;
  await blobStore().put("site-test/logo.svg", logo, { contentType: "image/svg+xml" });
  project = await makeProject(team.organizationId, {
    assets: [{ filename: "logo.svg", contentType: "image/svg+xml", blobKey: "site-test/logo.svg", size: logo.length, sha256: createHash("sha256").update(logo).digest("hex") }],
    versions: [
      {
        name: "2.0",
        slug: "v2",
        isDefault: true,
        sections: [
          {
            title: "Guides",
            slug: "guides",
            entries: [
              { title: "Start", slug: "start", content: "Welcome to the handbook. ![logo](logo.svg)\n\nNext: [setup](setup.md)\n\n```js\nconsole.log(1)\n```" },
              { title: "Setup", slug: "setup", content: "## Steps\n\nSet it up." },
            ],
          },
          { title: "Reference", slug: "reference", entries: [{ title: "API", slug: "api", content: apiPage }] },
        ],
      },
      { name: "1.0", slug: "v1", isDeprecated: true, sections: [{ title: "Guides", slug: "guides", entries: [{ title: "Old start", slug: "start", content: "Old." }] }] },
    ],
  });
  base = `/docs/${organizationSlug}/${project.documentation.slug}`;
  await publishAndWait(project.documentation.id, team.owner.token);
});

describe("published pages", () => {
  it("serves the default version at the root and others under their slug, with neighbours", async () => {
    const root = await page([]);
    expect(root.status).toBe(200);
    expect(root.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(root.text).toContain("<h1>Start</h1>");
    expect(root.text).not.toContain(`rel="prev"`);
    expect(root.text).toContain(`<a rel="next" href="${base}/guides/setup">`);
    const asset = await db.asset.findFirstOrThrow({ where: { documentationId: project.documentation.id } });
    expect(root.text).toContain(`src="${base}/-/assets/${asset.id}/logo.svg"`);
    expect(root.text).toContain(`href="${base}/guides/setup"`);
    const setup = await page(["guides", "setup"]);
    expect(setup.text).toContain(`<a rel="prev" href="${base}/guides/start">`);
    expect(setup.text).toContain(`<a href="#steps">Steps</a>`);
    const old = await page(["v1", "guides", "start"]);
    expect(old.text).toContain("<h1>Old start</h1>");
    expect(old.text).toContain("Version 1.0 is deprecated.");
    expect((await page(["guides", "missing"])).status).toBe(404);
    // A mistyped address suggests the pages the reader may have meant.
    const mistyped = await page(["guides", "stup"]);
    expect(mistyped.status).toBe(404);
    expect(mistyped.text).toContain(`<h2>Perhaps you were looking for</h2><ul><li><a href="${base}/guides/setup">Setup</a></li>`);
    // It keeps the site's frame: its name, search and sidebar, and stays out of search engines.
    expect(mistyped.text).toContain("<title>Page not found · Handbook</title>");
    expect(mistyped.text).toContain(`<meta name="robots" content="noindex">`);
    expect(mistyped.text).toContain(`<button type="button" class="not-found-search" data-search-open data-search-query="stup">Search the documentation for “stup”</button>`);
    expect(mistyped.text).toContain(`<nav id="sidebar" class="sidebar" aria-label="Documentation">`);
    expect(mistyped.headers.get("cache-control")).toBe("no-store");
    expect((await page(["100%"])).status).toBe(404);
  });

  it("is static HTML: one h1, a description, canonical and social tags, reading aids", async () => {
    const { text } = await page(["guides", "start"]);
    expect(text.match(/<h1[ >]/g)).toHaveLength(1);
    expect(text).toContain(`<meta name="description" content="Welcome to the handbook.">`);
    expect(text).toContain(`<link rel="canonical" href="http://localhost:3000${base}/guides/start">`);
    expect(text).toContain(`<meta property="og:title" content="Start">`);
    expect(text).toContain(`<meta name="twitter:card" content="summary_large_image">`);
    expect(text).toContain(`<title>Start · Handbook</title>`);
    expect(text).toContain("Last updated <time");
    expect(text).toContain(`data-copy-page="http://localhost:3000${base}/-/raw/guides/start.md"`);
    expect(text).toContain("Open in ChatGPT");
    expect(text).toContain("Open in Claude");
    expect(text).toContain(`<a href="${base}/mcp" title="Search and read these docs from Claude, Cursor or VS Code">Connect with MCP</a>`);
    expect(text).toContain(`data-search-open`);
    expect(text).toMatch(/<link rel="stylesheet" href="\/_site\/site\.[\w-]+\.css">/);
    // No React payload: the navigation is in the page once.
    expect(text.match(/class="nav-root"/g)).toHaveLength(1);
    expect(text).not.toContain("self.__next_f");
  });

  it("answers a request preferring markdown with the page's markdown at its address", async () => {
    const agent = { accept: "text/markdown, text/html;q=0.9" };
    const markdown = await page(["guides", "setup"], { headers: agent });
    expect(markdown.status).toBe(200);
    expect(markdown.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(markdown.headers.get("vary")).toMatch(/^Accept, Accept-Encoding/);
    // Kept by the agent's cache alone: a shared cache ignoring Vary would give it to browsers.
    expect(markdown.headers.get("cache-control")).toBe("private, no-cache");
    expect(markdown.text).toBe("# Setup\n\n## Steps\n\nSet it up.\n");
    expect((await page(["v1", "guides", "start"], { headers: agent })).text).toBe("# Old start\n\nOld.\n");
    // The site's root is its first page.
    expect((await page([], { headers: agent })).text).toMatch(/^# Start\n\nWelcome to the handbook\./);
    // Browsers, and clients ranking HTML first, get the page.
    for (const accept of ["text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", "text/html, text/markdown;q=0.5", "text/markdown;q=0, */*", "*/*"]) {
      const html = await page(["guides", "setup"], { headers: { accept } });
      expect(html.headers.get("content-type"), accept).toBe("text/html; charset=utf-8");
    }
  });

  it("answers from memory after the first request, with a strong ETag and 304", async () => {
    const first = await page(["guides", "setup"]);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=86400");
    let again!: Awaited<ReturnType<typeof page>>;
    expect(await countQueries(async () => (again = await page(["guides", "setup"])))).toBe(0);
    expect(again.text).toBe(first.text);
    const unchanged = await page(["guides", "setup"], { headers: { "if-none-match": etag } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe("");
    expect((await page(["guides", "setup"], { headers: { "if-none-match": `W/${etag}, "other"` } })).status).toBe(304);
  });

  it("answers a public page again from the proxy, before routing, until the site changes", async () => {
    const fromProxy = () => proxy(new NextRequest(`http://localhost:3000${base}/guides/setup`, { headers: { host: "localhost:3000" } }));
    const routed = await page(["guides", "setup"]);
    const early = fromProxy();
    expect(early.status).toBe(200);
    expect(await early.text()).toBe(routed.text);
    expect(early.headers.get("etag")).toBe(routed.headers.get("etag"));
    expect(fromProxy().headers.get("cache-control")).toContain("public");
    expect((await proxy(new NextRequest(`http://localhost:3000${base}/guides/setup`, { headers: { host: "localhost:3000", "if-none-match": routed.headers.get("etag")! } }))).status).toBe(304);
    // An agent asking for markdown gets the markdown answered to agents, not the page.
    const agent = { host: "localhost:3000", accept: "text/markdown" };
    const markdown = await page(["guides", "setup"], { headers: agent });
    const agentEarly = proxy(new NextRequest(`http://localhost:3000${base}/guides/setup`, { headers: agent }));
    expect(agentEarly.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(await agentEarly.text()).toBe(markdown.text);
    await configure({ search: { placeholder: "Find" } });
    try {
      expect(fromProxy().headers.get("x-middleware-next")).toBe("1");
      await configure({ is_public: false });
      expect((await page(["guides", "setup"], { token: team.member.token })).status).toBe(200);
      expect(fromProxy().headers.get("x-middleware-next")).toBe("1");
    } finally {
      await configure({ search: null, is_public: true });
    }
  });

  it("serves the new snapshot after a publish, and only that project's pages change", async () => {
    const other = await makeProject(team.organizationId, { versions: [{ name: "1", slug: "v1", isDefault: true, sections: [{ title: "A", slug: "a", entries: [{ title: "One", slug: "one", content: "Other project." }] }] }] });
    await publishAndWait(other.documentation.id, team.owner.token);
    const otherSite = { organization: organizationSlug, documentation: other.documentation.slug };
    const before = await page([], { site: otherSite });
    const entryId = project.entryIds.get("v2/guides/setup")!;
    await db.entry.update({ where: { id: entryId }, data: { content: "## Steps\n\nSet it up again." } });
    expect((await page(["guides", "setup"])).text).not.toContain("Set it up again.");
    await publishAndWait(project.documentation.id, team.owner.token);
    expect((await page(["guides", "setup"])).text).toContain("Set it up again.");
    expect(await countQueries(async () => expect((await page([], { site: otherSite })).text).toBe(before.text))).toBe(0);
  });

  it("loads closed sections of the sidebar on demand", async () => {
    const { text } = await page(["guides", "start"]);
    const reference = await db.section.findFirstOrThrow({ where: { versionId: project.versionIds.get("v2"), slug: "reference" } });
    expect(text).toContain(`<details data-nav="${base}/-/nav/v2/${reference.id}"><summary>Reference</summary>`);
    const fragment = await get(navRoute.GET as Handler, { version: "v2", node: reference.id });
    expect(fragment.status).toBe(200);
    expect(fragment.text).toBe(`<ul><li><a href="${base}/reference/api">API</a></li></ul>`);
    expect((await get(navRoute.GET as Handler, { version: "v2", node: "nope" })).status).toBe(404);
  });

  it("serves llms.txt, llms-full.txt, sitemap.xml, robots.txt and each page's markdown", async () => {
    const llms = await get(llmsRoute.GET as Handler, {});
    expect(llms.status).toBe(200);
    expect(llms.text).toContain("# Handbook");
    expect(llms.text).toContain(`- [Setup](http://localhost:3000${base}/-/raw/guides/setup.md)`);
    expect(llms.text).toContain("/-/raw/v1/guides/start.md");
    expect(llms.text).toContain(`MCP server (search, list and read these pages from an AI assistant, Streamable HTTP): http://localhost:3000${base}/mcp`);
    expect(llms.headers.get("etag")).toBeTruthy();
    expect(llms.headers.get("cache-control")).toContain("public");
    const full = await get(llmsFullRoute.GET as Handler, {});
    expect(full.text).toContain("Set it up");
    expect(full.text).not.toContain("Old.");
    const sitemap = await get(sitemapRoute.GET as Handler, {});
    expect(sitemap.headers.get("content-type")).toContain("application/xml");
    expect(sitemap.text).toContain(`<loc>http://localhost:3000${base}/v1/guides/start</loc>`);
    const robots = await get(robotsRoute.GET as Handler, {});
    expect(robots.text).toBe(`User-agent: *\nAllow: /\n\nSitemap: http://localhost:3000${base}/sitemap.xml\n`);
    const raw = await get(rawRoute.GET as Handler, { path: ["reference", "api.md"] });
    expect(raw.headers.get("content-type")).toContain("text/markdown");
    expect(raw.headers.get("x-content-type-options")).toBe("nosniff");
    expect(raw.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(raw.text).toBe(`# API\n\n${apiPage}\n`);
    expect((await get(rawRoute.GET as Handler, { path: ["v1", "guides", "start.md"] })).text).toContain("Old.");
    expect((await get(rawRoute.GET as Handler, { path: ["nope.md"] })).status).toBe(404);
  });

  it("serves assets, the stylesheet and script, and the search box's public search", async () => {
    const asset = await db.asset.findFirstOrThrow({ where: { documentationId: project.documentation.id } });
    const served = await get(assetRoute.GET as Handler, { asset_id: asset.id, filename: "logo.svg" });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/svg+xml");
    expect(served.headers.get("content-security-policy")).toContain("sandbox");
    expect(served.text).toBe(logo.toString());
    const css = /href="\/_site\/(site\.[\w-]+\.css)"/.exec((await page([])).text)![1]!;
    const stylesheet = await get(siteAssetRoute.GET as Handler, { file: css });
    expect(stylesheet.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(stylesheet.text).toContain(".docs-content");
    expect((await get(siteAssetRoute.GET as Handler, { file: "site.old.css" })).status).toBe(404);
    const search = await get(searchRoute.GET as Handler, {}, { query: "?q=setup" });
    expect(JSON.parse(search.text).results[0]).toMatchObject({ title: "Setup", url: expect.stringContaining("/guides/setup") });
    expect(search.headers.get("cache-control")).toContain("public");
    expect((await get(searchRoute.GET as Handler, {}, { query: "?q=" })).status).toBe(400);
  });

  it("links KaTeX's stylesheet from pages with math only, and serves it, its fonts and Mermaid's module", async () => {
    const api = await page(["reference", "api"]);
    expect(api.text).toContain('<span class="katex"><span class="katex-mathml"><math');
    expect(api.text).toContain('<div class="diagram" data-mermaid><pre><code>flowchart LR\n  Client --&gt; API</code></pre></div>');
    const mathCss = /<link rel="stylesheet" href="\/_site\/(katex\.[\w-]+\.css)">/.exec(api.text)?.[1];
    expect(mathCss).toBeDefined();
    expect((await page(["guides", "setup"])).text).not.toContain("/_site/katex.");
    const stylesheet = await get(siteAssetRoute.GET as Handler, { file: mathCss! });
    expect(stylesheet.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(stylesheet.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // Its fonts are named beside it, WOFF2 only.
    const fonts = [...stylesheet.text.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1]!);
    expect(fonts.length).toBe(20);
    expect(fonts.every((font) => font.startsWith(mathCss!.replace(/\.css$/, ".")) && font.endsWith(".woff2"))).toBe(true);
    const font = await get(siteAssetRoute.GET as Handler, { file: fonts.find((name) => name.includes("KaTeX_Main-Regular"))! });
    expect(font.status).toBe(200);
    expect(font.headers.get("content-type")).toBe("font/woff2");
    expect(font.text.startsWith("wOF2")).toBe(true);
    for (const file of ["katex.AAAAAAAAAAAA.KaTeX_Main-Regular.woff2", fonts[0]!.replace("KaTeX_", "KaTeX_../"), "katex.css"]) {
      expect((await get(siteAssetRoute.GET as Handler, { file })).status, file).toBe(404);
    }
    // Mermaid: a line naming the installed version's module, asked again on every load; the module and its chunks for good.
    const entry = await get(siteAssetRoute.GET as Handler, { file: "mermaid.mjs" });
    expect(entry.headers.get("cache-control")).toBe("no-cache");
    const [, version, module] = /^export \{ default \} from "\.\/mermaid\/([\d.]+)\/(mermaid\.esm\.min\.mjs)";\n$/.exec(entry.text)!;
    const served = await get(mermaidRoute.GET as Handler, { version: version!, file: [module!] });
    expect(served.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const chunk = /from"\.\/(chunks\/mermaid\.esm\.min\/[\w-]+\.mjs)"/.exec(served.text)![1]!;
    expect((await get(mermaidRoute.GET as Handler, { version: version!, file: chunk.split("/") })).status).toBe(200);
    for (const file of [["..", "package.json"], ["mermaid.js"], ["chunks", "mermaid.esm.min", "..", "..", "..", "package.json"]]) {
      expect((await get(mermaidRoute.GET as Handler, { version: version!, file })).status, file.join("/")).toBe(404);
    }
    expect((await get(mermaidRoute.GET as Handler, { version: "0.0.1", file: [module!] })).status).toBe(404);
  });

  it("is not served while the organization's documentation is inactive", async () => {
    await db.organization.update({ where: { id: team.organizationId }, data: { documentationActive: false } });
    await organizationSitesChanged(team.organizationId);
    try {
      expect((await page([])).status).toBe(404);
      expect((await get(llmsRoute.GET as Handler, {})).status).toBe(404);
      expect((await get(searchRoute.GET as Handler, {}, { query: "?q=setup" })).status).toBe(404);
    } finally {
      await db.organization.update({ where: { id: team.organizationId }, data: { documentationActive: true } });
      await organizationSitesChanged(team.organizationId);
    }
  });

  it("serves a private project only to those who may read it, never to shared caches", async () => {
    await configure({ is_public: false });
    try {
      expect((await get(llmsRoute.GET as Handler, {})).status).toBe(404);
      expect((await get(llmsRoute.GET as Handler, {}, { token: team.outsider.token })).status).toBe(404);
      expect((await get(llmsRoute.GET as Handler, {}, { token: team.reader.token })).status).toBe(404);
      expect((await get(llmsRoute.GET as Handler, {}, { token: team.member.token })).status).toBe(200);
      expect((await page([])).status).toBe(404);
      const shown = await page([], { token: team.member.token });
      expect(shown.status).toBe(200);
      expect(shown.headers.get("cache-control")).toBe("private, no-cache");
      expect(shown.headers.get("vary")).toContain("Authorization");
      expect(shown.text).toContain(`<meta name="robots" content="noindex">`);
      expect((await get(robotsRoute.GET as Handler, {}, { token: team.member.token })).text).toBe("User-agent: *\nDisallow: /\n");
      const raw = await get(rawRoute.GET as Handler, { path: ["guides", "setup.md"] }, { token: team.member.token });
      expect(raw.headers.get("cache-control")).toBe("private, no-cache");
      // A redirect names a page: only the reader's own cache keeps it.
      const section = await page(["guides"], { token: team.member.token });
      expect(section.status).toBe(307);
      expect(section.headers.get("cache-control")).toBe("private, no-cache");
    } finally {
      await configure({ is_public: true });
    }
  });

  it("is not served before the first publish", async () => {
    const unpublished = await makeProject(team.organizationId, { versions: [] });
    expect((await page([], { site: { organization: organizationSlug, documentation: unpublished.documentation.slug } })).status).toBe(404);
  });

  it("leads a reader at an address that names no site to the organization's documentation hub", async () => {
    const renamed = await page(["guides", "start"], { site: { organization: organizationSlug, documentation: "old-handbook" } });
    expect(renamed.status).toBe(404);
    expect(renamed.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(renamed.text).toMatch(new RegExp(`<a href="/docs/${organizationSlug}">See the documentation [^<]+ publishes</a>`));
    // Asked again, it is answered from memory.
    expect(await countQueries(() => page(["guides", "start"], { site: { organization: organizationSlug, documentation: "old-handbook" } }))).toBe(0);
    // No hub to lead to: an unknown organization.
    const unknown = await page([], { site: { organization: `${organizationSlug}-nowhere`, documentation: "handbook" } });
    expect(unknown.status).toBe(404);
    expect(unknown.text).not.toContain("See the documentation");
  });
});

describe("the configuration on the site", () => {
  it("shows the announcement above the header of pages and of Page not found, escaped, closable unless told", async () => {
    await configure({ banner: { message: "Version 3 <is> out.", link: { label: "What's new", url: "https://acme.example/v3?a=1&b=2" } } });
    try {
      const { text } = await page(["guides", "setup"]);
      const banner = /<div class="site-banner" role="region" aria-label="Announcement" data-banner-key="docs-banner:([\w-]+)" data-banner-id="([\w-]{12})"><p>(.*?)<\/p><button type="button" class="site-banner-dismiss" data-banner-dismiss aria-label="Dismiss announcement">×<\/button><\/div><script>/.exec(text);
      expect(banner?.[1]).toBe(project.documentation.id);
      expect(banner?.[3]).toBe(`Version 3 &lt;is&gt; out. <a href="https://acme.example/v3?a=1&amp;b=2">What's new</a>`);
      expect(text.indexOf('class="site-banner"')).toBeLessThan(text.indexOf('class="site-header"'));
      expect((await page(["guides", "nope"])).text).toContain(`data-banner-id="${banner?.[2]}"`);
      // A new message is a new announcement: readers who closed the old one see it.
      // The message's inline markdown is written; links other than web, mail and the site's own stay text.
      await configure({ banner: { message: "Maintenance on **Sunday**: see [status](https://status.acme.example) or `acme status`. [x](javascript:alert(1))", dismissible: false } });
      const changed = (await page(["guides", "setup"])).text;
      expect(changed).toContain(
        `<div class="site-banner" role="region" aria-label="Announcement"><p>Maintenance on <strong>Sunday</strong>: see <a href="https://status.acme.example">status</a> or <code>acme status</code>. [x](javascript:alert(1))</p></div><header`,
      );
    } finally {
      await configure({ banner: null });
    }
    expect((await page(["guides", "setup"])).text).not.toContain("site-banner");
  });

  it("applies theme, logo, favicon, navigation and search options", async () => {
    const asset = await db.asset.findFirstOrThrow({ where: { documentationId: project.documentation.id } });
    await configure({
      theme: { primary_color: "#ff5500", accent_color: "#00aa88", background_color: "#fffff0", text_color: "#111111", appearance: "dark", font_family: "Inter" },
      logo_asset_id: asset.id,
      favicon_asset_id: asset.id,
      navigation: {
        show_breadcrumbs: false,
        show_table_of_contents: false,
        show_version_switcher: false,
        links: [{ label: "Status", url: "https://status.example.com" }],
      },
      search: { placeholder: "Ask the handbook", include_deprecated_versions: true },
    });
    try {
      const { text } = await page(["guides", "setup"]);
      expect(text).toContain("--docs-primary:#ff5500;");
      expect(text).toContain(";--docs-accent:#00aa88");
      expect(text).toContain(":root:not(.dark){--docs-bg:#fffff0;--docs-text:#111111}");
      // As text, the primary colour as each scheme's background lets it read (lib/site/palette.ts).
      const primaryText = primaryTextColors("#ff5500", "#fffff0");
      expect(text).toContain(`--docs-primary-text:${primaryText.light}`);
      expect(text).toContain(`.dark{--docs-primary-text:${primaryText.dark}}`);
      expect(text).toContain(`--docs-on-primary:${onPrimaryColor("#ff5500")}`);
      expect(text).toContain(`--docs-font:"Inter",system-ui,sans-serif`);
      expect(text).toContain(`||"dark"`);
      expect(text).toContain(`<img src="${base}/-/assets/${asset.id}/logo.svg" alt="" width="28" height="28" class="logo">`);
      expect(text).toContain(`<link rel="icon" href="${base}/-/assets/${asset.id}/logo.svg">`);
      expect(text).not.toContain(`aria-label="Breadcrumb"`);
      expect(text).not.toContain(`On this page`);
      expect(text).not.toContain(`class="version-menu"`);
      expect(text).toContain(`<a href="https://status.example.com" class="header-link">Status</a>`);
      expect(text).toContain("<span>Ask the handbook</span>");
      const deprecated = await page(["v1", "guides", "start"]);
      expect(deprecated.text).toContain(`data-search-version="v1"`);
    } finally {
      await configure({ theme: null, logo_asset_id: null, favicon_asset_id: null, navigation: null, search: null });
    }
    const { text } = await page(["guides", "setup"]);
    expect(text).toContain(`aria-label="Breadcrumb"`);
    expect(text).toContain(`On this page`);
    expect(text).toContain(`class="version-menu"`);
    expect(text).toContain(`||"system"`);
    expect((await page(["v1", "guides", "start"])).text).toContain(`data-search-version="v2"`);
  });

  it("turns search off", async () => {
    await configure({ search: { enabled: false } });
    try {
      expect((await page([])).text).not.toContain("data-search-open");
      expect((await get(searchRoute.GET as Handler, {}, { query: "?q=setup" })).status).toBe(404);
    } finally {
      await configure({ search: null });
    }
  });

  it("shows the footer's columns, links, accounts and copyright on pages and Page not found, escaped, the accounts in a fixed order", async () => {
    await configure({
      footer: {
        columns: [
          { title: "Product", links: [{ label: "Pricing", url: "https://acme.example/pricing" }] },
          { title: "R&D", links: [{ label: "Labs", url: "https://acme.example/labs" }, { label: "Papers", url: "https://acme.example/papers" }] },
        ],
        links: [{ label: "Blog <new>", url: "https://acme.example/blog?a=1&b=2" }],
        socials: { x: "https://x.com/acme", github: "https://github.com/acme" },
        copyright: "© 2026 Acme & Co.",
      },
    });
    try {
      const { text } = await page(["guides", "setup"]);
      const footer = /<footer class="site-footer">.*<\/footer>/.exec(text)?.[0] ?? "";
      expect(footer).toContain(
        `<footer class="site-footer"><div class="footer-columns">` +
          `<nav aria-labelledby="footer-column-0"><p class="footer-title" id="footer-column-0">Product</p><ul><li><a href="https://acme.example/pricing">Pricing</a></li></ul></nav>` +
          `<nav aria-labelledby="footer-column-1"><p class="footer-title" id="footer-column-1">R&amp;D</p><ul><li><a href="https://acme.example/labs">Labs</a></li><li><a href="https://acme.example/papers">Papers</a></li></ul></nav>` +
          `</div><div class="footer-row">`,
      );
      expect(footer).toContain(`<nav aria-label="Footer"><ul class="footer-links"><li><a href="https://acme.example/blog?a=1&amp;b=2">Blog &lt;new&gt;</a></li></ul></nav>`);
      const accounts = [...footer.matchAll(/<a href="([^"]+)" rel="me noopener" aria-label="([^"]+)" title="[^"]+"><svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path fill="currentColor" d="[^"]+"\/><\/svg><\/a>/g)];
      expect(accounts.map((match) => [match[1], match[2]])).toEqual([
        ["https://github.com/acme", "GitHub"],
        ["https://x.com/acme", "X"],
      ]);
      expect(footer).toContain(`<p class="footer-bottom"><span>© 2026 Acme &amp; Co.</span><a href="https://docsplatform.dev" rel="noopener">Powered by Docs Platform</a></p>`);
      expect((await page(["guides", "nope"])).text).toContain(footer);
      // Only a copyright: no row of links.
      await configure({ footer: { copyright: "Acme" } });
      expect((await page(["guides", "setup"])).text).toContain(`<footer class="site-footer"><p class="footer-bottom"><span>Acme</span><a`);
    } finally {
      await configure({ footer: null });
    }
    expect((await page(["guides", "setup"])).text).toContain(`<footer class="site-footer"><p class="footer-bottom"><a href="https://docsplatform.dev"`);
  });

  it("shows the platform's mark unless the plan removes branding", async () => {
    expect((await page([])).text).toContain("Powered by Docs Platform");
    await db.organization.update({ where: { id: team.organizationId }, data: { plan: "pro" } });
    await organizationSitesChanged(team.organizationId);
    try {
      expect((await page([])).text).not.toContain("Powered by Docs Platform");
    } finally {
      await db.organization.update({ where: { id: team.organizationId }, data: { plan: "free" } });
      await organizationSitesChanged(team.organizationId);
    }
  });

  it("serves every plan's custom domain and hides the mark when plans are not enforced", async () => {
    await configure({ custom_domain: "docs.self-hosted.test" });
    // The free plan, enforced, includes neither.
    await refreshCustomDomains();
    expect(servedCustomDomains().has("docs.self-hosted.test")).toBe(false);
    process.env.BILLING_ENFORCEMENT = "off";
    try {
      await organizationSitesChanged(team.organizationId);
      expect((await page([])).text).not.toContain("Powered by Docs Platform");
      await refreshCustomDomains();
      expect(servedCustomDomains().has("docs.self-hosted.test")).toBe(true);
      const onDomain = { site: { organization: "-", documentation: "-" }, headers: { [customDomainHeader]: "docs.self-hosted.test" } };
      expect((await page(["guides", "setup"], { ...onDomain, pathname: "/docs/-/-/guides/setup" })).status).toBe(200);
    } finally {
      delete process.env.BILLING_ENFORCEMENT;
      await configure({ custom_domain: null });
      await organizationSitesChanged(team.organizationId);
      replaceServedCustomDomains([]);
    }
  });

  it("serves a custom domain at its root, with canonical links there", async () => {
    await db.organization.update({ where: { id: team.organizationId }, data: { plan: "pro" } });
    await configure({ custom_domain: "docs.handbook.test" });
    replaceServedCustomDomains(["docs.handbook.test"]);
    try {
      const proxied = proxy(new NextRequest("http://docs.handbook.test/guides/setup", { headers: { host: "docs.handbook.test" } }));
      expect(proxied.headers.get("x-middleware-rewrite")).toBe("http://docs.handbook.test/docs/-/-/guides/setup");
      expect(proxied.headers.get(`x-middleware-request-${customDomainHeader}`)).toBe("docs.handbook.test");
      // The mark cannot come from a client.
      const spoofed = proxy(new NextRequest("http://localhost:3000/docs/a/b", { headers: { host: "localhost:3000", [customDomainHeader]: "docs.handbook.test" } }));
      expect(spoofed.headers.get("x-middleware-rewrite")).toBeNull();
      expect(spoofed.headers.get("x-middleware-override-headers")).not.toContain(customDomainHeader);

      const onDomain = { site: { organization: "-", documentation: "-" }, headers: { [customDomainHeader]: "docs.handbook.test" } };
      const { status, text } = await page(["guides", "setup"], { ...onDomain, pathname: "/docs/-/-/guides/setup" });
      expect(status).toBe(200);
      const again = proxy(new NextRequest("http://docs.handbook.test/guides/setup", { headers: { host: "docs.handbook.test" } }));
      expect(await again.text()).toBe(text);
      expect(text).toContain(`<a rel="prev" href="/guides/start">`);
      expect(text).not.toContain(`href="${base}/`);
      expect(text).toContain(`<link rel="canonical" href="https://docs.handbook.test/guides/setup">`);
      expect(text).toContain(`<a href="/mcp" title=`);
      expect((await page(["guides", "setup"])).text).toContain(`<link rel="canonical" href="https://docs.handbook.test/guides/setup">`);
      expect((await get(robotsRoute.GET as Handler, {}, onDomain)).text).toContain("Sitemap: https://docs.handbook.test/sitemap.xml");
      expect((await page([], { site: onDomain.site, headers: { [customDomainHeader]: "unknown.test" } })).status).toBe(404);
    } finally {
      await configure({ custom_domain: null });
      await db.organization.update({ where: { id: team.organizationId }, data: { plan: "free" } });
      await organizationSitesChanged(team.organizationId);
      replaceServedCustomDomains([]);
    }
  });
});

describe("entries' metadata on the site", () => {
  let site: { organization: string; documentation: string };
  let shapedBase: string;
  const visit = (path: string[]) => get(pageRoute.GET as Handler, { path }, { pathname: [shapedBase, ...path].join("/"), site });

  beforeAll(async () => {
    const shaped = await makeProject(team.organizationId, {
      versions: [
        {
          name: "1.0",
          slug: "v1",
          isDefault: true,
          sections: [
            {
              title: "Guides",
              slug: "guides",
              icon: "book-open",
              entries: [
                { title: "Getting started with the handbook", slug: "start", content: "Welcome aboard.", metadata: { sidebar_title: "Start here", description: "What the handbook covers & how to read it.", tags: ["basics", "setup & more"] } },
                { title: "Unlisted", slug: "unlisted", content: "Quokka notes for those with the link.", metadata: { hidden: true, tags: ["basics", "secret"] } },
                { title: "Snippets", slug: "snippets", kind: "folder", metadata: { hidden: true }, children: [{ title: "Warning", slug: "warning", content: "Quokka warning." }] },
                { title: "Setup", slug: "setup", content: "Set it up.\n\n<!--@include: snippets/warning-->", metadata: { icon: "rocket", tags: ["Setup & More", "SETUP & more"] } },
                { title: "Tour", slug: "tour", kind: "folder", metadata: { icon: "🧭" }, children: [{ title: "Stops", slug: "stops", metadata: { icon: "no-such-icon" } }] },
                { title: "Escaped", slug: "escaped", metadata: { icon: "../../package" } },
                { title: "Reference", slug: "reference", content: "Every flag.", metadata: { icon: "📘" }, children: [{ title: "Flags", slug: "flags" }] },
              ],
            },
          ],
        },
      ],
    });
    await publishAndWait(shaped.documentation.id, team.owner.token);
    site = { organization: organizationSlug, documentation: shaped.documentation.slug };
    shapedBase = `/docs/${organizationSlug}/${shaped.documentation.slug}`;
  });

  it("labels pages with their sidebar title, shows their description, and serves hidden pages at their address only", async () => {
    const start = await visit(["guides", "start"]);
    expect(start.text).toContain(`<a href="${shapedBase}/guides/start" aria-current="page">Start here</a>`);
    expect(start.text).toContain("<h1>Getting started with the handbook</h1><p class=\"page-description\">What the handbook covers &amp; how to read it.</p>");
    expect(start.text).toContain(`<meta name="description" content="What the handbook covers &amp; how to read it.">`);
    expect(start.text).not.toContain(`<meta name="robots"`);
    // Hidden pages are in neither the sidebar nor the reading order.
    expect(start.text).not.toMatch(/Unlisted|Snippets|guides\/snippets/);
    expect(start.text).toContain(`<a rel="next" href="${shapedBase}/guides/setup">`);
    expect((await visit(["guides", "setup"])).text).toContain("Quokka warning.");
    // Icons: Lucide's by name, emoji as written, nothing for other names.
    expect(start.text).toMatch(new RegExp(`<a href="${shapedBase}/guides/setup"><svg class="nav-icon" viewBox="0 0 24 24" [^>]*aria-hidden="true" focusable="false"><path d="M12 15v5s3.03[^<]*/>.*?</svg>Setup</a>`));
    expect(start.text).toContain(`<summary><span class="nav-icon" aria-hidden="true">🧭</span>Tour</summary>`);
    expect(start.text).toContain(`/guides/tour/stops">Stops</a>`);
    expect(start.text).toContain(`/guides/escaped">Escaped</a>`);
    // A page with pages below it: the icon shows on the group, not again on the page's own link.
    expect(start.text).toContain(`<summary><span class="nav-icon" aria-hidden="true">📘</span>Reference</summary>`);
    expect(start.text).toContain(`/guides/reference">Reference</a>`);
    expect(start.text.split("📘")).toHaveLength(2);
    // A section's icon shows before its title.
    expect(start.text).toMatch(/<li class="nav-section"><details open><summary><svg class="nav-icon" [^>]*>.*?<\/svg>Guides<\/summary>/);

    const unlisted = await visit(["guides", "unlisted"]);
    expect(unlisted.status).toBe(200);
    expect(unlisted.text).toContain("<h1>Unlisted</h1>");
    expect(unlisted.text).toContain(`<meta name="robots" content="noindex">`);
    expect(unlisted.text).not.toContain(`class="pager"`);
    expect((await visit(["guides", "snippets", "warning"])).status).toBe(200);
    expect((await get(rawRoute.GET as Handler, { path: ["guides", "unlisted.md"] }, { site })).text).toContain("Quokka notes");

    const texts = [llmsRoute, llmsFullRoute, sitemapRoute].map((route) => get(route.GET as Handler, {}, { site }));
    for (const { text } of await Promise.all(texts)) {
      expect(text).toContain("guides/setup");
      expect(text).not.toMatch(/unlisted|snippets/i);
    }
    const search = JSON.parse((await get(searchRoute.GET as Handler, {}, { query: "?q=quokka", site })).text);
    expect(search.results.map((result: { title: string }) => result.title)).toEqual(["Setup"]);
  });

  it("shows pages' tags, each leading to the version's listed pages with it, tags differing in case as one", async () => {
    const tagsBase = `${shapedBase}/-/tags/v1`;
    expect((await visit(["guides", "start"])).text).toContain(
      `<ul class="page-tags" aria-label="Tags"><li><a href="${tagsBase}/basics" rel="tag">basics</a></li><li><a href="${tagsBase}/setup%20%26%20more" rel="tag">setup &amp; more</a></li></ul>`,
    );
    // A tag no listed page carries leads nowhere.
    expect((await visit(["guides", "unlisted"])).text).toContain(`<li><a href="${tagsBase}/basics" rel="tag">basics</a></li><li><span>secret</span></li>`);
    // Written in other cases, the tag is the same one, named as the first page writes it.
    expect((await visit(["guides", "setup"])).text).toContain(
      `<ul class="page-tags" aria-label="Tags"><li><a href="${tagsBase}/setup%20%26%20more" rel="tag">setup &amp; more</a></li></ul>`,
    );
    expect((await visit(["guides", "escaped"])).text).not.toContain(`page-tags`);

    const tags = (tag?: string) => get(tagsRoute.GET as Handler, { version: "v1", ...(tag !== undefined && { tag: [encodeURIComponent(tag)] }) }, { site });
    const shared = await tags("setup & more");
    expect(shared.status).toBe(200);
    expect(shared.text).toContain("<h1>Tagged “setup &amp; more”</h1><p>2 pages.");
    expect(shared.text).toContain(
      `<ul class="tagged-pages"><li><a href="${shapedBase}/guides/start">Getting started with the handbook</a><p>What the handbook covers &amp; how to read it.</p></li><li><a href="${shapedBase}/guides/setup">Setup</a></li></ul>`,
    );
    expect(shared.text).toContain(`<nav id="sidebar"`);
    const otherCase = await tags("Setup & More");
    expect(otherCase.status).toBe(200);
    expect(otherCase.text).toContain("<h1>Tagged “setup &amp; more”</h1><p>2 pages.");
    expect(otherCase.text).toContain(`<link rel="canonical" href="http://localhost:3000${tagsBase}/setup%20%26%20more">`);
    // Hidden pages are not listed under their tags.
    expect((await tags("basics")).text).not.toContain("Unlisted");
    const index = await tags();
    expect(index.text).toContain(`<a href="${tagsBase}/basics" rel="tag">basics</a> <span class="tag-count">1</span>`);
    expect(index.text).toContain(`<a href="${tagsBase}/setup%20%26%20more" rel="tag">setup &amp; more</a> <span class="tag-count">2</span>`);
    expect((await tags("secret")).status).toBe(404);
    expect((await tags("nothing")).status).toBe(404);
    expect((await get(tagsRoute.GET as Handler, { version: "v9" }, { site })).status).toBe(404);
    // Search engines find them through the sitemap.
    const sitemap = (await get(sitemapRoute.GET as Handler, {}, { site })).text;
    expect(sitemap).toContain(`${tagsBase}</loc>`);
    expect(sitemap).toContain(`${tagsBase}/setup%20%26%20more</loc>`);
    expect(sitemap).not.toContain("secret");
  });
});

describe("moved pages", () => {
  it("answer 308 to where the page lives now", async () => {
    await db.siteRedirect.create({ data: { documentationId: project.documentation.id, fromPath: "guides/install", toPath: "guides/setup", source: "manual" } });
    await siteChanged(project.documentation.id);
    const moved = await page(["guides", "install"]);
    expect(moved.status).toBe(308);
    expect(moved.headers.get("location")).toBe(`${base}/guides/setup`);
    // A page wins over a redirect.
    await db.siteRedirect.create({ data: { documentationId: project.documentation.id, fromPath: "guides/start", toPath: "guides/setup", source: "manual" } });
    await siteChanged(project.documentation.id);
    expect((await page(["guides", "start"])).status).toBe(200);
  });

  it("a section's address answers 307 to its first page, in its version", async () => {
    const section = await page(["guides"]);
    expect(section.status).toBe(307);
    expect(section.headers.get("location")).toBe(`${base}/guides/start`);
    expect(section.headers.get("cache-control")).toBe("public, max-age=300");
    const older = await page(["v1", "guides"]);
    expect(older.status).toBe(307);
    expect(older.headers.get("location")).toBe(`${base}/v1/guides/start`);
    // Only whole segments name a group.
    expect((await page(["guide"])).status).toBe(404);
    expect((await page(["reference", "ap"])).status).toBe(404);
  });
});

describe("edit links", () => {
  it("lead readers of a page synced with Git to its file on the forge, when the project shows them", async () => {
    const version = await db.version.findFirstOrThrow({ where: { documentationId: project.documentation.id, slug: "v2" } });
    const entry = await db.entry.findFirstOrThrow({ where: { section: { versionId: version.id }, slug: "setup" } });
    const link = await db.gitSyncLink.create({
      data: {
        versionId: version.id,
        documentationId: project.documentation.id,
        organizationId: team.organizationId,
        repositoryUrl: "https://reader:secret@github.com/acme/handbook.git",
        branch: "main",
        path: "docs",
        encryptedWebhookSecret: "unused",
        items: { create: [{ targetId: entry.id, kind: "page", path: "guides/setup.md" }] },
      },
    });
    try {
      // Off until the project turns them on: a private repository's link would lead nowhere.
      expect((await page(["guides", "setup"])).text).not.toContain("Edit on");
      await configure({ navigation: { show_edit_links: true } });
      const { text } = await page(["guides", "setup"]);
      expect(text).toContain(`<a href="https://github.com/acme/handbook/edit/main/docs/guides/setup.md" rel="noopener" target="_blank">Edit on GitHub</a>`);
      // A page the sync has not written has no file to edit, nor has a version without Git sync.
      expect((await page(["guides", "start"])).text).not.toContain("Edit on");
      expect((await page(["v1", "guides", "start"])).text).not.toContain("Edit on");
    } finally {
      await db.gitSyncLink.delete({ where: { id: link.id } });
      await configure({ navigation: null });
    }
  });
});

