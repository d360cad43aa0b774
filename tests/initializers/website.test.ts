import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobFunctions } from "@/inngest/functions";
import { importDocumentation } from "@/inngest/functions/initializers/import-documentation";
import { db } from "@/lib/db";
import { createJob } from "@/lib/jobs/dispatch";
import { inProcessJobsIdle, recoverInterruptedJobs } from "@/lib/jobs/in-process-runner";
import { api, type Json } from "../helpers/api";
import { expectProblem } from "../helpers/fixtures";
import { createProject } from "../content/helpers";
import {
  expectImportStarted,
  expectInitializerGuards,
  expectUninitialized,
  finishedImport,
  makeInitializerTeam,
  projectPath,
  readEntry,
  readProject,
  titles,
  type InitializerTeam,
  type ReadNode,
} from "./helpers";

let team: InitializerTeam;
let site: Server;
let origin: string;
/** Whether the site serves a sitemap (an index naming one urlset). */
let withSitemap = false;
/** Requests for `/slow/` wait for this to be released. */
let slowGate: Promise<void> = Promise.resolve();

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
    if (path === "/slow/") {
      slowGate.then(() => response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page("Slow", "<h1>Slow</h1><p>Worth the wait.</p>")));
      return;
    }
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

/** Starts an import (202), waits for its job and answers the project's latest import. */
async function importSite(documentationId: string, json: unknown) {
  const started = await initialize(documentationId, team.member.token, json);
  expectImportStarted(started, "website");
  const job = await finishedImport(projectPath(team, documentationId), team.member.token);
  expect(job.job_id).toBe(started.body.job_id);
  return job;
}

/** Depth first, as the navigation lists them. */
const flatten = (nodes: ReadNode[]): ReadNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);

describe("POST DOC/initialize-from-website", () => {
  it("follows links below the start page and imports each page as markdown, folders from the URL paths", async () => {
    withSitemap = false;
    const documentationId = await createProject(team, "From website");
    const job = await importSite(documentationId, { url: `${origin}/docs/?utm_campaign=launch`, version_name: "imported" });
    expect(job).toMatchObject({
      source: "website",
      status: "completed",
      progress: { done: 6, total: 50 },
      error: null,
      started_at: expect.any(String),
      finished_at: expect.any(String),
    });
    const result = job.result;
    expect(result).toMatchObject({
      documentation_id: documentationId,
      status: "pending",
      init_source: "website",
      entry_count: 8,
      pages_imported: 6,
      discovery: "links",
      truncated: false,
    });
    expect(result.skipped).toEqual(
      expect.arrayContaining([
        { url: `${origin}/docs/private`, reason: "disallowed_by_robots", detail: "robots.txt disallows it" },
        { url: `${origin}/docs/files/manual.pdf`, reason: "not_html", detail: expect.stringContaining("application/pdf") },
      ]),
    );
    expect(result.skipped.map((skip: Json) => skip.url)).not.toContain(`${origin}/blog/`);

    const { project, version, sections } = await readProject(team, documentationId);
    expect(project).toMatchObject({ status: "pending", init_source: "website" });
    expect(version).toMatchObject({ name: "imported", is_default: true });
    expect(sections).toHaveLength(1);
    const [section] = sections;
    expect(section).toMatchObject({ title: "Acme Docs", source_kind: "website", section_id: result.sections[0].section_id });
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
    const { result } = await importSite(documentationId, { url: `${origin}/docs` });
    expect(result).toMatchObject({ discovery: "sitemap", pages_imported: 3, truncated: false });
    expect(result.skipped).toEqual([{ url: `${origin}/docs/private`, reason: "disallowed_by_robots", detail: "robots.txt disallows it" }]);
    expect(result.skipped_count).toBe(1);
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
    const job = await importSite(documentationId, { url: `${origin}/docs/`, max_pages: 3 });
    expect(job).toMatchObject({ status: "completed", progress: { done: 3, total: 3 }, result: { pages_imported: 3, truncated: true } });
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

  it("fails the job with the reason when the start page fails or has nothing to import, leaving the project uninitialized", async () => {
    const documentationId = await createProject(team, "Failing website");
    const failures: [string, RegExp][] = [
      [`${origin}/broken/`, /answered 500/],
      [`${origin}/missing/`, /answered 404/],
      [`${origin}/docs/files/manual.pdf`, /is not an HTML page \(application\/pdf\)/],
      [`${origin}/docs/private`, /robots\.txt disallows/],
      [`${origin}/empty/`, /No content was found/],
    ];
    // Each failure leaves the project free for the next import.
    for (const [url, message] of failures) {
      const job = await importSite(documentationId, { url });
      expect(job).toMatchObject({ source: "website", status: "failed", result: null, finished_at: expect.any(String) });
      expect(job.error).toMatch(message);
      await expectUninitialized(team, documentationId);
    }
  });

  it("answers 409 while an import is queued or running, then imports once it is done", async () => {
    const documentationId = await createProject(team, "Slow website");
    let release!: () => void;
    slowGate = new Promise((resolve) => (release = resolve));
    const started = await initialize(documentationId, team.member.token, { url: `${origin}/slow/` });
    expectImportStarted(started, "website");
    const second = await initialize(documentationId, team.member.token, { url: `${origin}/docs/` });
    expectProblem(second, 409);
    expect(second.body.job_id).toBe(started.body.job_id);
    const running = await api.get(`${projectPath(team, documentationId)}/import`, { token: team.member.token });
    expect(running.body).toMatchObject({ job_id: started.body.job_id, status: expect.stringMatching(/^(queued|in_progress)$/), result: null, finished_at: null });
    release();
    const job = await finishedImport(projectPath(team, documentationId), team.member.token);
    expect(job).toMatchObject({ status: "completed", result: { pages_imported: 1, entry_count: 1 } });
    expectProblem(await initialize(documentationId, team.member.token, { url: `${origin}/docs/` }), 409);
  });

  it("resumes an interrupted import: completes it, or repeats its answer when the content was already written", async () => {
    const documentationId = await createProject(team, "Interrupted website");
    const input = { documentationId, organizationId: team.organizationId, userId: team.member.id, source: "website" as const, request: { url: `${origin}/docs/`, max_pages: 3 } };
    const interrupt = (jobId: string) =>
      db.job.update({ where: { id: jobId }, data: { status: "in_progress", attempts: 1, heartbeatAt: new Date(Date.now() - 60_000), finishedAt: null } });
    // The process died while fetching: nothing was written; the resumed job imports.
    const job = await createJob(db, importDocumentation, input, { organizationId: team.organizationId, documentationId });
    await interrupt(job.id);
    expect((await recoverInterruptedJobs(async () => jobFunctions, { staleAfterMs: 10_000 })).resumed).toContain(job.id);
    await inProcessJobsIdle();
    const done = await db.job.findUniqueOrThrow({ where: { id: job.id } });
    expect(done).toMatchObject({ status: "completed", attempts: 2, output: expect.objectContaining({ pages_imported: 3 }) });
    const before = await readProject(team, documentationId);

    // The process died after the content's transaction committed, before the step was saved:
    // the retry finds the answer recorded with the content and writes nothing again.
    await db.jobStep.deleteMany({ where: { jobId: job.id } });
    await interrupt(job.id);
    expect((await recoverInterruptedJobs(async () => jobFunctions, { staleAfterMs: 10_000 })).resumed).toContain(job.id);
    await inProcessJobsIdle();
    expect(await db.job.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({ status: "completed", output: done.output });
    expect(await readProject(team, documentationId)).toEqual(before);

    // The same, with no attempts left: the content and its answer were written, so it completed.
    await interrupt(job.id);
    await db.job.update({ where: { id: job.id }, data: { attempts: importDocumentation.retries + 1 } });
    expect((await recoverInterruptedJobs(async () => jobFunctions, { staleAfterMs: 10_000 })).failed).toContain(job.id);
    expect(await db.job.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({ status: "completed", output: done.output, error: null });
    expect(await readProject(team, documentationId)).toEqual(before);

    // With no attempts left the job fails and the project stays free for another import.
    const other = await createProject(team, "Interrupted for good");
    const stuck = await createJob(db, importDocumentation, { ...input, documentationId: other }, { organizationId: team.organizationId, documentationId: other });
    await db.job.update({ where: { id: stuck.id }, data: { status: "in_progress", attempts: importDocumentation.retries + 1, heartbeatAt: new Date(Date.now() - 60_000) } });
    expect((await recoverInterruptedJobs(async () => jobFunctions, { staleAfterMs: 10_000 })).failed).toContain(stuck.id);
    expect(await finishedImport(projectPath(team, other), team.member.token)).toMatchObject({ status: "failed", error: expect.stringContaining("interrupted") });
    await expectUninitialized(team, other);
    expect((await importSite(other, { url: `${origin}/docs/`, max_pages: 1 })).status).toBe("completed");
  });

  it("authorizes and refuses an initialized project", async () => {
    await expectInitializerGuards(team, (documentationId, token) => initialize(documentationId, token, { url: `${origin}/docs/` }));
  });
});

describe("GET DOC/import", () => {
  it("answers 404 before any import and checks authorization", async () => {
    const documentationId = await createProject(team, "Never imported");
    const path = `${projectPath(team, documentationId)}/import`;
    const reader = await team.projectReader(documentationId);
    expectProblem(await api.get(path, { token: reader.token }), 404);
    expectProblem(await api.get(path), 401);
    expectProblem(await api.get(path, { token: team.outsider.token }), 404);
    await importSite(documentationId, { url: `${origin}/docs/`, max_pages: 1 });
    // Readers follow an import too.
    expect((await api.get(path, { token: reader.token })).body).toMatchObject({ status: "completed", source: "website" });
    expectProblem(await api.get(path, { token: team.outsider.token }), 404);
  });
});
