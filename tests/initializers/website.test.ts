import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, type Json } from "../helpers/api";
import { expectProblem } from "../helpers/fixtures";
import { createProject } from "../content/helpers";
import { expectInitializerGuards, expectUninitialized, makeInitializerTeam, projectPath, readEntry, readProject, titles, type InitializerTeam, type ReadNode } from "./helpers";

let team: InitializerTeam;
let site: Server;
let origin: string;
/** Whether the site serves a sitemap (an index naming one urlset). */
let withSitemap = false;

const nav = `<nav><a href="/docs/">Home</a> <a href="/docs/intro">Introduction</a> <a href="/docs/guides/">Guides</a>
  <a href="/docs/guides/install#steps">Install</a> <a href="/docs/reference/api.html?utm_source=nav#top">API</a>
  <a href="/docs/old-install">Old install</a> <a href="/blog/">Blog</a> <a href="/docs/files/manual.pdf">Manual (PDF)</a>
  <a href="/docs/private">Internal notes</a> <a href="https://example.com/">Example</a></nav>`;
const page = (title: string, main: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${title} | Acme</title><meta property="og:site_name" content="Acme Docs"></head>` +
  `<body><header>${nav}</header><main>${main}</main><footer>© Acme</footer></body></html>`;

const pages: Record<string, string> = {
  "/docs/": page(
    "Acme Docs",
    `<h1>Acme Docs</h1><p>Acme moves your files between clouds. Start with the <a href="intro">introduction</a>,
     then <a href="guides/install">install the command line tool</a>. Read more on <a href="https://example.com/about">our site</a>.</p>`,
  ),
  // No h1: the title comes from <title>, without the site's name.
  "/docs/intro": page(
    "Introduction",
    `<p>Acme copies files between storage providers and keeps them in sync.</p>
     <p><img src="img/logo.png" alt="Acme logo"></p>
     <p>Next: <a href="guides/install#steps">the installation steps</a>.</p>`,
  ),
  "/docs/guides/": page("Guides", `<h1>Guides</h1><p>Step-by-step guides for everyday work with Acme.</p>`),
  "/docs/guides/install": page(
    "Install",
    `<h1>Install the CLI</h1><p>Read the <a href="../intro">introduction</a> first.</p>
     <h2 id="steps">Steps</h2><p>Install the package with npm:</p>
     <pre><code class="language-bash">npm install --global acme-cli
acme login</code></pre>`,
  ),
  "/docs/guides/configure": page(
    "Configure",
    `<h1>Configure</h1><p>Acme reads its settings from <code>acme.toml</code>.</p>
     <table><thead><tr><th>Option</th><th>Default</th></tr></thead>
     <tbody><tr><td>retries</td><td>3</td></tr><tr><td>parallel</td><td>4</td></tr></tbody></table>`,
  ),
  "/docs/reference/api.html": page("API", `<h1>API reference</h1><p>Every endpoint of the Acme HTTP API, with examples.</p>`),
  "/docs/private": page("Private", `<h1>Internal notes</h1><p>Not for crawlers.</p>`),
  "/blog/": page("Blog", `<h1>Blog</h1><p>Outside the documentation.</p>`),
  "/empty/": `<!doctype html><html><head><title>Nothing here</title></head><body></body></html>`,
};

const sitemapIndex = () => `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${origin}/sitemap-docs.xml</loc></sitemap></sitemapindex>`;
const sitemap = () => `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  ${["/docs/", "/docs/guides/configure", "/blog/", "/docs/private", "/docs/intro"].map((path) => `<url><loc>${origin}${path}</loc></url>`).join("\n  ")}
</urlset>`;

beforeAll(async () => {
  team = await makeInitializerTeam();
  site = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://site").pathname;
    const html = pages[path];
    if (html) return response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
    const xml = (body: string) => response.writeHead(200, { "content-type": "application/xml" }).end(body);
    const routes: Record<string, () => void> = {
      "/robots.txt": () => response.writeHead(200, { "content-type": "text/plain" }).end("User-agent: *\nDisallow: /docs/private\n"),
      "/sitemap.xml": () => (withSitemap ? xml(sitemapIndex()) : response.writeHead(404).end()),
      "/sitemap-docs.xml": () => (withSitemap ? xml(sitemap()) : response.writeHead(404).end()),
      "/docs": () => response.writeHead(301, { location: "/docs/" }).end(),
      "/docs/old-install": () => response.writeHead(301, { location: "/docs/guides/configure" }).end(),
      "/docs/files/manual.pdf": () => response.writeHead(200, { "content-type": "application/pdf" }).end("%PDF-1.4\n"),
      "/docs/img/logo.png": () => response.writeHead(200, { "content-type": "image/png" }).end(),
      "/broken/": () => response.writeHead(500).end("down"),
    };
    (routes[path] ?? (() => response.writeHead(404).end()))();
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  process.env.ASSET_IMPORT_ALLOWED_HOSTS = "127.0.0.1/32";
});

afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
  delete process.env.ASSET_IMPORT_ALLOWED_HOSTS;
});

const initialize = (documentationId: string, token: string | undefined, json: unknown) =>
  api.post(`${projectPath(team, documentationId)}/initialize-from-website`, { token, json });

/** Depth first, as the navigation lists them. */
const flatten = (nodes: ReadNode[]): ReadNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);

describe("POST DOC/initialize-from-website", () => {
  it("follows links below the start page and imports each page as markdown, folders from the URL paths", async () => {
    withSitemap = false;
    const documentationId = await createProject(team, "From website");
    const response = await initialize(documentationId, team.member.token, { url: `${origin}/docs/?utm_campaign=launch`, version_name: "imported" });
    expect(response.status, response.text).toBe(201);
    expect(response.body).toMatchObject({
      documentation_id: documentationId,
      status: "pending",
      init_source: "website",
      entry_count: 8,
      pages_imported: 6,
      discovery: "links",
      truncated: false,
    });
    expect(response.body.skipped).toEqual(
      expect.arrayContaining([
        { url: `${origin}/docs/private`, reason: "disallowed_by_robots", detail: "robots.txt disallows it" },
        { url: `${origin}/docs/files/manual.pdf`, reason: "not_html", detail: expect.stringContaining("application/pdf") },
      ]),
    );
    expect(response.body.skipped.map((skip: Json) => skip.url)).not.toContain(`${origin}/blog/`);

    const { project, version, sections } = await readProject(team, documentationId);
    expect(project).toMatchObject({ status: "pending", init_source: "website" });
    expect(version).toMatchObject({ name: "imported", is_default: true });
    expect(sections).toHaveLength(1);
    const [section] = sections;
    expect(section).toMatchObject({ title: "Acme Docs", source_kind: "website", section_id: response.body.sections[0].section_id });
    expect(titles(section!.children)).toEqual([
      "Acme Docs",
      "Introduction",
      { Guides: ["Guides", "Install the CLI", "Configure"] },
      { Reference: ["API reference"] },
    ]);
    const source = await api.get(`${section!.path}/source`, { token: team.member.token });
    expect(source.body.source).toEqual({ kind: "website", details: expect.objectContaining({ url: `${origin}/docs/`, imported_at: expect.any(String) }) });

    const byTitle = new Map(flatten(section!.children).filter((node) => node.kind === "page").map((node) => [node.title, node]));
    const read = (title: string) => readEntry(team, section!.path, byTitle.get(title)!.entry_id);
    const home = await read("Acme Docs");
    expect(home.metadata).toEqual({ source: "website", source_path: `${origin}/docs/` });
    expect(home.content).not.toContain("# Acme Docs");
    expect(home.content).toContain("[introduction](intro)");
    expect(home.content).toContain("[install the command line tool](guides/install)");
    expect(home.content).toContain("[our site](https://example.com/about)");
    expect(home.content).not.toContain("Internal notes"); // the navigation is not content

    const introduction = await read("Introduction");
    expect(introduction.content).toContain(`![Acme logo](${origin}/docs/img/logo.png)`);
    expect(introduction.content).toContain("[the installation steps](guides/install#steps)");

    const install = await read("Install the CLI");
    expect(install.slug).toBe("install");
    expect(install.content).not.toMatch(/^# /m);
    expect(install.content).toContain("## Steps");
    expect(install.content).toContain("```bash\nnpm install --global acme-cli\nacme login\n```");
    expect(install.content).toContain("[introduction](../intro)");

    const configure = await read("Configure");
    expect(configure.metadata.source_path).toBe(`${origin}/docs/guides/configure`);
    expect(configure.content).toMatch(/^\| Option \| Default \|\n\| -+ \| -+ \|\n\| retries \| 3 +\|\n\| parallel \| 4 +\|$/m);
    expect(configure.content).toContain("`acme.toml`");
  });

  it("takes the pages the sitemap lists when there is one, after a redirect of the start page", async () => {
    withSitemap = true;
    const documentationId = await createProject(team, "From sitemap");
    const response = await initialize(documentationId, team.member.token, { url: `${origin}/docs` });
    expect(response.status, response.text).toBe(201);
    expect(response.body).toMatchObject({ discovery: "sitemap", pages_imported: 3, truncated: false });
    expect(response.body.skipped).toEqual([{ url: `${origin}/docs/private`, reason: "disallowed_by_robots", detail: "robots.txt disallows it" }]);
    expect(response.body.skipped_count).toBe(1);
    const { version, sections } = await readProject(team, documentationId);
    expect(version.name).toBe("v1");
    expect(titles(sections[0]!.children)).toEqual(["Acme Docs", { Guides: ["Configure"] }, "Introduction"]);
    const home = await readEntry(team, sections[0]!.path, sections[0]!.children[0]!.entry_id);
    // Not imported: the link stays absolute.
    expect(home.content).toContain(`[install the command line tool](${origin}/docs/guides/install)`);
    withSitemap = false;
  });

  it("stops at max_pages", async () => {
    const documentationId = await createProject(team, "Three pages");
    const response = await initialize(documentationId, team.member.token, { url: `${origin}/docs/`, max_pages: 3 });
    expect(response.status, response.text).toBe(201);
    expect(response.body).toMatchObject({ pages_imported: 3, truncated: true });
    const { sections } = await readProject(team, documentationId);
    expect(titles(sections[0]!.children)).toEqual(["Acme Docs", "Introduction", { Guides: ["Guides"] }]);
  });

  it("validates the body and refuses internal addresses, creating nothing", async () => {
    const documentationId = await createProject(team, "Invalid website");
    const invalid = async (json: unknown, path: string) => {
      const response = await initialize(documentationId, team.member.token, json);
      expectProblem(response, 400);
      expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    };
    await invalid({}, "body.url");
    await invalid({ url: "not a url" }, "body.url");
    await invalid({ url: "ftp://example.com/docs/" }, "body.url");
    await invalid({ url: `${origin}/docs/`, max_pages: 0 }, "body.max_pages");
    await invalid({ url: `${origin}/docs/`, max_pages: 201 }, "body.max_pages");
    await invalid({ url: `${origin}/docs/`, version_name: "" }, "body.version_name");
    await invalid({ url: `${origin}/docs/`, depth: 2 }, "body");

    delete process.env.ASSET_IMPORT_ALLOWED_HOSTS;
    try {
      await invalid({ url: `${origin}/docs/` }, "body.url");
      await invalid({ url: "http://localhost/docs/" }, "body.url");
      await invalid({ url: "http://10.0.0.8/docs/" }, "body.url");
      await invalid({ url: "http://169.254.169.254/latest/meta-data/" }, "body.url");
      await invalid({ url: "http://[::1]/docs/" }, "body.url");
    } finally {
      process.env.ASSET_IMPORT_ALLOWED_HOSTS = "127.0.0.1/32";
    }
    await expectUninitialized(team, documentationId);
  });

  it("leaves the project unchanged when the start page fails or has nothing to import", async () => {
    const documentationId = await createProject(team, "Failing website");
    expectProblem(await initialize(documentationId, team.member.token, { url: `${origin}/broken/` }), 502);
    expectProblem(await initialize(documentationId, team.member.token, { url: `${origin}/missing/` }), 502);
    expectProblem(await initialize(documentationId, team.member.token, { url: `${origin}/docs/files/manual.pdf` }), 422);
    expectProblem(await initialize(documentationId, team.member.token, { url: `${origin}/docs/private` }), 422);
    expectProblem(await initialize(documentationId, team.member.token, { url: `${origin}/empty/` }), 422);
    await expectUninitialized(team, documentationId);
  });

  it("authorizes and refuses an initialized project", async () => {
    await expectInitializerGuards(team, (documentationId, token) => initialize(documentationId, token, { url: `${origin}/docs/` }));
  });
});
