import { createServer, request as httpRequest, type IncomingMessage, type Server } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { NextRequest } from "next/server";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { flushAnalytics } from "@/lib/analytics/record";
import { db } from "@/lib/db";
import { recordPeerAddresses } from "@/lib/http/client-address";
import { answerAheadOfNextOn } from "@/lib/http/ahead-of-next";
import { collectBeacon } from "@/lib/site/beacon-collector";
import { siteChanged } from "@/lib/site/changes";
import { preferredEncoding, sendRememberedPage } from "@/lib/site/remembered-pages";
import { mermaidFile, siteAsset, siteAssetUrls } from "@/lib/site/assets";
import { sendSiteFile } from "@/lib/site/site-files";
import * as pageRoute from "@/app/docs/[organization]/[documentation]/[[...path]]/route";
import { replaceServedCustomDomains } from "@/lib/site/domains";
import { api } from "../helpers/api";
import { makeTeam, type Team } from "../helpers/fixtures";
import { makeProject, publishAndWait } from "../publishing/fixtures";

const browser = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15";
const crawler = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const customDomain = "docs.collector.example";

/** What the server's own listener (Next, in production) received. */
interface Received {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

let team: Team;
let publicProject: Awaited<ReturnType<typeof makeProject>>;
let privateProject: Awaited<ReturnType<typeof makeProject>>;
let organizationSlug: string;
let server: Server;
let origin: string;
const received: Received[] = [];

const guides = [{ title: "Guides", slug: "guides", entries: [{ title: "Install", slug: "install", content: "Install it." }, { title: "Configure", slug: "configure", content: "Configure it." }] }];

function siteBase(project: typeof publicProject) {
  return `/docs/${organizationSlug}/${project.documentation.slug}`;
}

/** A raw HTTP request (fetch may not set Host), answered with its status, headers and body. */
function send(path: string, options: { method?: string; body?: string; agent?: string; host?: string; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; headers: IncomingMessage["headers"]; text: string; bytes: Buffer }>((resolve, reject) => {
    const outgoing = httpRequest(
      `${origin}${path}`,
      {
        method: options.method ?? "POST",
        headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": options.agent ?? browser, ...(options.host ? { host: options.host } : {}), ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: response.statusCode!, headers: response.headers, text: bytes.toString("utf8"), bytes });
        });
      },
    );
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}

const views = (project: typeof publicProject) => db.pageView.findMany({ where: { documentationId: project.documentation.id }, orderBy: { id: "asc" } });

beforeAll(async () => {
  team = await makeTeam();
  await db.organization.update({ where: { id: team.organizationId }, data: { plan: "pro" } });
  organizationSlug = (await db.organization.findUniqueOrThrow({ where: { id: team.organizationId } })).slug;
  publicProject = await makeProject(team.organizationId, { versions: [{ name: "1.0", slug: "v1", isDefault: true, sections: guides }] });
  privateProject = await makeProject(team.organizationId, { isPublic: false, versions: [{ name: "1.0", slug: "v1", isDefault: true, sections: guides }] });
  for (const project of [publicProject, privateProject]) expect((await publishAndWait(project.documentation.id, team.owner.token)).status).toBe(200);

  // A real HTTP server whose own listener stands for Next's: it echoes what reached it.
  recordPeerAddresses();
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ method: request.method!, url: request.url!, headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(299, { "content-type": "text/plain" }).end("from the listener");
    });
  });
  answerAheadOfNextOn(server, [sendRememberedPage, sendSiteFile, collectBeacon]);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Two publishes: slow on a loaded machine.
}, 240_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
});

beforeEach(() => {
  received.length = 0;
});

describe("the beacon collector in front of the server's listener", () => {
  it("records page views and search clicks, answering 204 without the listener", async () => {
    const base = siteBase(publicProject);
    const view = await send(`${base}/-/beacon`, { body: JSON.stringify({ type: "view", path: "guides/install", referrer: "https://www.example.com/a?b" }) });
    expect(view.status).toBe(204);
    expect(view.text).toBe("");
    const click = await send(`${base}/-/beacon`, { body: JSON.stringify({ type: "search_click", path: "guides/install", query: "Configure", result_path: `${base}/guides/configure` }) });
    expect(click.status).toBe(204);
    // A page the site does not have is answered alike, and not recorded.
    expect((await send(`${base}/-/beacon`, { body: JSON.stringify({ type: "view", path: "no/such/page" }) })).status).toBe(204);
    expect(received).toEqual([]);

    await flushAnalytics();
    const recorded = await views(publicProject);
    expect(recorded.map((row) => [row.path, row.versionId, row.referrerHost, row.device])).toEqual([
      ["guides/install", publicProject.versionIds.get("v1"), "www.example.com", "desktop"],
    ]);
    // The visitor is a hash of the socket's address (recorded as the route reads it), never the address.
    expect(recorded[0]!.visitorHash).toMatch(/^[\w-]{22}$/);
    const clicks = await db.searchEvent.findMany({ where: { documentationId: publicProject.documentation.id, kind: "click" } });
    expect(clicks.map((row) => [row.query, row.resultPath, row.visitorHash])).toEqual([["configure", "guides/configure", recorded[0]!.visitorHash]]);
  });

  it("counts readers by their address (as a trusted proxy forwards it) and agent, and limits each", async () => {
    const proxies = process.env.TRUSTED_PROXIES;
    process.env.TRUSTED_PROXIES = "127.0.0.1";
    try {
      const before = (await views(publicProject)).length;
      const body = JSON.stringify({ type: "view", path: "guides/configure" });
      const from = (address: string) => send(`${siteBase(publicProject)}/-/beacon`, { body, headers: { "x-forwarded-for": address } });
      for (const address of ["198.51.100.30", "198.51.100.31", "198.51.100.30"]) expect((await from(address)).status).toBe(204);
      await flushAnalytics();
      const [first, second, again] = (await views(publicProject)).slice(before);
      expect(first!.visitorHash).not.toBe(second!.visitorHash);
      expect(again!.visitorHash).toBe(first!.visitorHash);

      // 120 beacons a minute per visitor and project; the rest are answered alike and dropped.
      for (let sent = 0; sent < 125; sent++) expect((await from("198.51.100.32")).status).toBe(204);
      await flushAnalytics();
      expect((await views(publicProject)).length - before).toBe(3 + 120);
    } finally {
      if (proxies === undefined) delete process.env.TRUSTED_PROXIES;
      else process.env.TRUSTED_PROXIES = proxies;
    }
  });

  it("answers bots alike and records nothing of them", async () => {
    const before = (await views(publicProject)).length;
    const body = JSON.stringify({ type: "view", path: "guides/install" });
    expect((await send(`${siteBase(publicProject)}/-/beacon`, { body, agent: crawler })).status).toBe(204);
    expect((await send(`${siteBase(publicProject)}/-/beacon`, { body, agent: "" })).status).toBe(204);
    await flushAnalytics();
    expect((await views(publicProject)).length).toBe(before);
    expect(received).toEqual([]);
  });

  it("refuses bad bodies with a problem and records nothing", async () => {
    const before = (await views(publicProject)).length;
    const beacon = `${siteBase(publicProject)}/-/beacon`;
    for (const body of ["{", "", JSON.stringify({ type: "scroll", path: "guides/install" }), JSON.stringify({ type: "view", path: "x".repeat(1001) })]) {
      const refused = await send(beacon, { body });
      expect(refused.status, body).toBe(400);
      expect(refused.headers["content-type"]).toBe("application/problem+json");
      expect(JSON.parse(refused.text)).toMatchObject({ status: 400, code: "invalid_input" });
    }
    const tooLarge = await send(beacon, { body: JSON.stringify({ type: "view", path: "guides/install", referrer: "y".repeat(5000) }) });
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.text)).toMatchObject({ code: "payload_too_large", limit_bytes: 4096 });
    await flushAnalytics();
    expect((await views(publicProject)).length).toBe(before);
    expect(received).toEqual([]);
  });

  it("passes every other request to the listener unchanged", async () => {
    const base = siteBase(publicProject);
    const requests = [
      { path: `${base}/guides/install`, method: "GET" },
      { path: `${base}/-/beacon`, method: "GET" },
      { path: `${base}/-/feedback`, method: "POST", body: JSON.stringify({ path: "guides/install", helpful: true }) },
      { path: `${base}/-/beacon/`, method: "POST", body: "{}" },
      { path: "/api/v1/organization", method: "POST", body: JSON.stringify({ name: "x" }) },
    ];
    for (const { path, method, body } of requests) {
      const answer = await send(path, { method, body, headers: { "x-custom": "kept" } });
      expect(answer.status, path).toBe(299);
      expect(answer.text).toBe("from the listener");
      expect(received.at(-1)).toMatchObject({ method, url: path, body: body ?? "", headers: { "x-custom": "kept", "user-agent": browser } });
    }
    expect(received).toHaveLength(requests.length);
  });

  it("leaves unknown and private sites to the route, which answers 404 or checks the reader's access", async () => {
    const body = JSON.stringify({ type: "view", path: "guides/install" });
    for (const path of [`/docs/${organizationSlug}/nothing-here/-/beacon`, `${siteBase(privateProject)}/-/beacon`, "/docs/-/-/-/beacon"]) {
      expect((await send(path, { body })).status, path).toBe(299);
      expect(received.at(-1)).toMatchObject({ method: "POST", url: path, body });
    }
    await flushAnalytics();
    expect(await views(privateProject)).toEqual([]);
  });

  it("collects beacons at the root of a project's custom domain", async () => {
    const config = `/api/v1/documentation/${team.organizationId}/${publicProject.documentation.id}/config`;
    expect((await api.put(config, { token: team.owner.token, json: { custom_domain: customDomain } })).status).toBe(200);
    replaceServedCustomDomains([customDomain]);
    try {
      const before = (await views(publicProject)).length;
      const click = JSON.stringify({ type: "search_click", query: "install", result_path: "/guides/install" });
      expect((await send("/-/beacon", { host: customDomain, body: JSON.stringify({ type: "view", path: "guides/configure" }) })).status).toBe(204);
      expect((await send("/-/beacon", { host: `${customDomain}:8080`, body: click })).status).toBe(204);
      // The platform's form of the address is no beacon on the custom domain (proxy.ts serves its paths under the site).
      expect((await send(`${siteBase(publicProject)}/-/beacon`, { host: customDomain, body: click })).status).toBe(299);
      await flushAnalytics();
      expect((await views(publicProject)).slice(before).map((row) => row.path)).toEqual(["guides/configure"]);
      const clicks = await db.searchEvent.findMany({ where: { documentationId: publicProject.documentation.id, kind: "click", resultPath: "guides/install" } });
      expect(clicks).toHaveLength(1);
    } finally {
      replaceServedCustomDomains([]);
      await api.put(config, { token: team.owner.token, json: { custom_domain: null } });
    }
  });
});

describe("public pages answered ahead of the server's listener", () => {
  const pagePath = () => `${siteBase(publicProject)}/guides/configure`;

  /** The site's route answers the page as Next would route it, on the test server's address, and remembers it. */
  async function routed(project: typeof publicProject, path: string[], headers: Record<string, string> = {}) {
    const request = new NextRequest(`${origin}${siteBase(project)}/${path.join("/")}`, { headers: { host: new URL(origin).host, ...headers } });
    const response = await pageRoute.GET(request, { params: Promise.resolve({ organization: organizationSlug, documentation: project.documentation.slug, path }) });
    return { status: response.status, etag: response.headers.get("etag"), html: await response.text() };
  }

  it("sends a page the route answered before, compressed once per encoding the reader accepts", async () => {
    const first = await routed(publicProject, ["guides", "configure"]);
    expect(first.status).toBe(200);
    const brotli = await send(pagePath(), { method: "GET", headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(brotli.status).toBe(200);
    expect(brotli.headers).toMatchObject({ "content-encoding": "br", etag: first.etag, vary: "Accept, Accept-Encoding", "content-type": "text/html; charset=utf-8" });
    expect(brotli.headers["cache-control"]).toContain("public");
    expect(Number(brotli.headers["content-length"])).toBe(brotli.bytes.length);
    expect(brotliDecompressSync(brotli.bytes).toString("utf8")).toBe(first.html);
    const gzip = await send(pagePath(), { method: "GET", headers: { "accept-encoding": "gzip, br;q=0" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.bytes).toString("utf8")).toBe(first.html);
    const plain = await send(pagePath(), { method: "GET" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.text).toBe(first.html);
    expect(received).toEqual([]);
  });

  it("keeps a page's markdown for agents apart from its HTML for browsers", async () => {
    const page = await routed(publicProject, ["guides", "configure"]);
    const agent = { accept: "text/markdown, text/html;q=0.9, */*;q=0.8" };
    // The HTML remembered for browsers is not the answer: the request goes on to the listener.
    expect((await send(pagePath(), { method: "GET", headers: agent })).status).toBe(299);
    expect(received).toMatchObject([{ method: "GET", url: pagePath() }]);
    const markdown = await routed(publicProject, ["guides", "configure"], agent);
    expect(markdown.html).toBe("# Configure\n\nConfigure it.\n");
    const again = await send(pagePath(), { method: "GET", headers: agent });
    expect(again.headers).toMatchObject({ "content-type": "text/markdown; charset=utf-8", "cache-control": "private, no-cache" });
    expect(again.text).toBe(markdown.html);
    expect((await send(pagePath(), { method: "GET", headers: { accept: "text/html,application/xhtml+xml,*/*;q=0.8" } })).text).toBe(page.html);
    expect(received).toHaveLength(1);
  });

  it("answers 304 to the version the reader holds, and HEAD without a body", async () => {
    const { etag } = await routed(publicProject, ["guides", "configure"]);
    const unchanged = await send(pagePath(), { method: "GET", headers: { "if-none-match": `W/${etag}` } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.bytes.length).toBe(0);
    const head = await send(pagePath(), { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.etag).toBe(etag);
    expect(head.bytes.length).toBe(0);
    expect(received).toEqual([]);
  });

  it("leaves to the listener what it does not remember: queries, other methods, private sites, changed sites", async () => {
    await routed(publicProject, ["guides", "configure"]);
    expect((await routed(privateProject, ["guides", "configure"])).status).toBe(404);
    const passed = [
      { path: `${pagePath()}?x=1`, method: "GET" },
      { path: pagePath(), method: "POST" },
      { path: `${siteBase(privateProject)}/guides/configure`, method: "GET" },
      { path: `${siteBase(publicProject)}/guides/nothing`, method: "GET" },
    ];
    for (const { path, method } of passed) expect((await send(path, { method })).status, `${method} ${path}`).toBe(299);
    await siteChanged(publicProject.documentation.id);
    expect((await send(pagePath(), { method: "GET" })).status).toBe(299);
    expect(received.map((request) => request.url)).toEqual([...passed.map((request) => request.path), pagePath()]);
  });

  it("reads which encodings a client accepts", () => {
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding("gzip, deflate, br")).toBe("br");
    expect(preferredEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(preferredEncoding("BR;Q=0.0, *")).toBe("gzip");
    expect(preferredEncoding("gzip;q=0")).toBeNull();
  });
});

describe("the sites' own files answered ahead of the server's listener", () => {
  const get = (path: string, acceptEncoding?: string, method = "GET") => send(path, { method, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

  it("sends the stylesheet, script and Mermaid's files compressed once per encoding the client takes", async () => {
    const { css, js } = siteAssetUrls();
    const br = await get(css, "gzip, deflate, br");
    expect(br.status).toBe(200);
    expect(br.headers).toMatchObject({ "content-type": "text/css; charset=utf-8", "content-encoding": "br", vary: "accept-encoding", "cache-control": "public, max-age=31536000, immutable", "x-content-type-options": "nosniff" });
    expect(brotliDecompressSync(br.bytes).toString("utf8")).toBe(siteAsset("css").body);
    expect(Number(br.headers["content-length"])).toBe(br.bytes.length);
    const gzip = await get(js, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.bytes).toString("utf8")).toBe(siteAsset("js").body);
    const plain = await get(js);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.text).toBe(siteAsset("js").body);
    // The same bytes again: compressed once.
    expect((await get(css, "br")).bytes.equals(br.bytes)).toBe(true);

    const entry = await get("/_site/mermaid.mjs", "br");
    const version = /mermaid\/([^/]+)\//.exec(brotliDecompressSync(entry.bytes).toString("utf8"))![1]!;
    expect(entry.headers["cache-control"]).toBe("no-cache");
    const mermaid = await get(`/_site/mermaid/${version}/mermaid.esm.min.mjs`, "br");
    expect(mermaid.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(brotliDecompressSync(mermaid.bytes).toString("utf8")).toBe((await mermaidFile(version, "mermaid.esm.min.mjs"))!.body);
    expect(mermaid.bytes.length).toBeLessThan(Buffer.byteLength((await mermaidFile(version, "mermaid.esm.min.mjs"))!.body as string) / 2);

    const head = await get(css, "br", "HEAD");
    expect(head.headers["content-length"]).toBe(br.headers["content-length"]);
    expect(head.bytes.length).toBe(0);
    expect(received).toEqual([]);
  });

  it("sends fonts as they are, and leaves unknown names and other methods to the listener", async () => {
    const { mathCss } = siteAssetUrls();
    const font = /url\((katex\.[\w-]+\.KaTeX_Main-Regular\.woff2)\)/.exec((await get(mathCss)).text)![1]!;
    const fontAnswer = await get(`/_site/${font}`, "br");
    expect(fontAnswer.headers).toMatchObject({ "content-type": "font/woff2" });
    expect(fontAnswer.headers["content-encoding"]).toBeUndefined();
    expect(fontAnswer.headers.vary).toBeUndefined();
    const passed = ["/_site/site.nothing.css", "/_site/mermaid/0.0.0/mermaid.esm.min.mjs", `${siteAssetUrls().css}?v=1`];
    for (const path of passed) expect((await get(path)).status, path).toBe(299);
    expect((await send(siteAssetUrls().css, { method: "POST" })).status).toBe(299);
    expect(received.map((request) => request.url)).toEqual([...passed, siteAssetUrls().css]);
  });
});
