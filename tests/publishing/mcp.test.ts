import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport, StreamableHTTPError } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { peerAddressHeader } from "@/lib/http/client-address";
import { organizationSitesChanged, siteChanged } from "@/lib/site/changes";
import { customDomainHeader, replaceServedCustomDomains } from "@/lib/site/domains";
import * as mcpRoute from "@/app/docs/[organization]/[documentation]/mcp/route";
import { proxy } from "@/proxy";
import { api, type Json } from "../helpers/api";
import { makeTeam, type Team } from "../helpers/fixtures";
import { makeProject, publishAndWait } from "./fixtures";

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

let team: Team;
let organizationSlug: string;
let project: Awaited<ReturnType<typeof makeProject>>;
let base: string;
let server: Server;
let origin: string;
/** The custom domain requests are sent as when their path is not under /docs/. */
const customDomain = "docs.mcp-handbook.test";

async function bodyOf(incoming: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

/**
 * The app over real HTTP: each request goes through the proxy (custom domains are rewritten
 * under the site's route there) and then to the MCP route's handler, as Next would send it.
 */
function startApp(): Promise<Server> {
  const app = createServer(async (incoming, outgoing) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === "string") headers.set(name, value);
    headers.set(...peerAddressHeader("127.0.0.1"));
    const onDomain = !incoming.url!.startsWith("/docs/");
    if (onDomain) headers.set("host", customDomain);
    let url = new URL(incoming.url!, `http://${onDomain ? customDomain : "localhost:3000"}`);
    const proxied = proxy(new NextRequest(url, { method: incoming.method, headers }));
    const rewrite = proxied.headers.get("x-middleware-rewrite");
    if (rewrite) url = new URL(rewrite);
    const marked = proxied.headers.get(`x-middleware-request-${customDomainHeader}`);
    if (marked) headers.set(customDomainHeader, marked);
    const match = /^\/docs\/([^/]+)\/([^/]+)\/mcp$/.exec(url.pathname);
    const handler = match && ((mcpRoute as Record<string, unknown>)[incoming.method!] as Handler | undefined);
    if (!handler) {
      outgoing.writeHead(match ? 405 : 404).end();
      return;
    }
    const body = await bodyOf(incoming);
    const request = new NextRequest(url, { method: incoming.method, headers, body } as ConstructorParameters<typeof NextRequest>[1]);
    const response = await handler(request, { params: Promise.resolve({ organization: match[1]!, documentation: match[2]! }) });
    outgoing.writeHead(response.status, Object.fromEntries(response.headers));
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  });
  return new Promise((resolve) => app.listen(0, "127.0.0.1", () => resolve(app)));
}

async function connect(path = `${base}/mcp`, token?: string): Promise<Client> {
  const client = new Client({ name: "mcp-test", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(path, origin), {
    requestInit: token ? { headers: { authorization: `Bearer ${token}` } } : undefined,
  });
  await client.connect(transport);
  return client;
}

async function withClient<T>(session: (client: Client) => Promise<T>, path?: string, token?: string): Promise<T> {
  const client = await connect(path, token);
  try {
    return await session(client);
  } finally {
    await client.close();
  }
}

/** A tool's answer: its structured content, its text, and whether it is an error. */
async function callTool(client: Client, name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args });
  const content = result.content as { type: string; text: string }[];
  return { isError: result.isError === true, structured: result.structuredContent as Json, text: content.map((part) => part.text).join("\n") };
}

async function configure(body: Record<string, unknown>) {
  const response = await api.put(`/api/v1/documentation/${team.organizationId}/${project.documentation.id}/config`, { token: team.owner.token, json: body });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  team = await makeTeam();
  organizationSlug = (await db.organization.findUniqueOrThrow({ where: { id: team.organizationId } })).slug;
  project = await makeProject(team.organizationId, {
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
              { title: "Start", slug: "start", content: "Welcome to the handbook." },
              {
                title: "Setup",
                slug: "setup",
                content: "## Steps\n\nInstall the widget with `npm install widget`, then configure it.",
                metadata: { description: "Install and configure the widget.", tags: ["Setup", "cli", "setup"] },
              },
            ],
          },
          { title: "Reference", slug: "reference", entries: [{ title: "API", slug: "api", content: "The API answers in JSON." }] },
        ],
      },
      {
        name: "1.0",
        slug: "v1",
        isDeprecated: true,
        sections: [{ title: "Guides", slug: "guides", entries: [{ title: "Old start", slug: "start", content: "The legacy installer of version one." }] }],
      },
    ],
  });
  base = `/docs/${organizationSlug}/${project.documentation.slug}`;
  await publishAndWait(project.documentation.id, team.owner.token);
  server = await startApp();
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

describe("the MCP server of a published project", () => {
  it("initializes statelessly and lists its tools and pages as resources", async () => {
    await withClient(async (client) => {
      expect(client.getServerVersion()?.name).toBe("Handbook");
      expect(client.getInstructions()).toContain("read_page");
      expect(client.getServerCapabilities()).toMatchObject({ tools: {}, resources: {} });
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(["list_pages", "read_page", "search"]);
      expect(tools.every((tool) => tool.annotations?.readOnlyHint === true)).toBe(true);
      const { resources } = await client.listResources();
      expect(resources.map((resource) => resource.uri)).toEqual(["docs://guides/start", "docs://guides/setup", "docs://reference/api", "docs://v1/guides/start"]);
      expect(resources[1]).toMatchObject({ name: "guides/setup", title: "Setup", mimeType: "text/markdown", description: `http://localhost:3000${base}/guides/setup` });
      expect(resources[3]!.title).toBe("Old start (1.0)");
      const { resourceTemplates } = await client.listResourceTemplates();
      expect(resourceTemplates.map((template) => template.uriTemplate)).toEqual(["docs://{+path}"]);
    });
  });

  it("answers with JSON, never kept by caches, with no session, to any origin, and refuses oversized messages", async () => {
    const response = await fetch(`${origin}${base}/mcp`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "curl", version: "1" } },
      }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("mcp-session-id")).toBeNull();
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(((await response.json()) as Json).result.serverInfo.name).toBe("Handbook");
    const oversized = await fetch(`${origin}${base}/mcp`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "search", arguments: { query: "x".repeat(70_000) } } }),
    });
    expect(oversized.status).toBe(413);
    const preflight = await fetch(`${origin}${base}/mcp`, { method: "OPTIONS", headers: { origin: "https://inspector.example", "access-control-request-method": "POST" } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-headers")).toContain("mcp-protocol-version");
  });

  it("searches the published pages, in a version when asked", async () => {
    await withClient(async (client) => {
      const found = await callTool(client, "search", { query: "install widget" });
      expect(found.isError).toBe(false);
      expect(found.structured.results[0]).toMatchObject({ title: "Setup", path: "guides/setup", url: `http://localhost:3000${base}/guides/setup`, section: "Guides" });
      expect(found.structured.results[0].snippet).toContain("**");
      expect(found.structured.results[0].snippet).not.toContain("<mark>");
      expect(JSON.parse(found.text)).toEqual(found.structured);
      const limited = await callTool(client, "search", { query: "the", limit: 1 });
      expect(limited.structured.results.length).toBeLessThanOrEqual(1);
      // The deprecated version is searched only when the project allows it: the default version is searched instead.
      const old = await callTool(client, "search", { query: "legacy installer", version: "v1" });
      expect(old.structured.results).toEqual([]);
      expect((await callTool(client, "search", { query: "widget", version: "v9" })).isError).toBe(true);
      expect((await callTool(client, "search", { query: "" })).isError).toBe(true);
    });
  });

  it("searches a deprecated version when the project allows it", async () => {
    await configure({ search: { include_deprecated_versions: true } });
    try {
      await withClient(async (client) => {
        const old = await callTool(client, "search", { query: "legacy installer", version: "v1" });
        expect(old.structured.results[0]).toMatchObject({ title: "Old start", path: "v1/guides/start", url: `http://localhost:3000${base}/v1/guides/start` });
      });
    } finally {
      await configure({ search: null });
    }
  });

  it("reads a page by path, URL, raw markdown URL or resource URI, in any version", async () => {
    await withClient(async (client) => {
      const setup = await callTool(client, "read_page", { path: "guides/setup" });
      expect(setup.isError).toBe(false);
      expect(setup.text).toContain(`url: http://localhost:3000${base}/guides/setup`);
      expect(setup.text).toContain("# Setup\n\n## Steps\n\nInstall the widget with `npm install widget`");
      for (const reference of [`http://localhost:3000${base}/guides/setup#steps`, `${base}/guides/setup`, `http://localhost:3000${base}/-/raw/guides/setup.md`, "docs://guides/setup", "/v2/guides/setup/"]) {
        expect((await callTool(client, "read_page", { path: reference })).text, reference).toBe(setup.text);
      }
      const old = await callTool(client, "read_page", { path: "v1/guides/start" });
      expect(old.text).toContain("# Old start\n\nThe legacy installer of version one.");
      expect(old.text).toContain("version: 1.0");
      expect(old.text).toContain(`url: http://localhost:3000${base}/v1/guides/start`);
      expect((await callTool(client, "read_page", { path: "" })).isError).toBe(true);
      const missing = await callTool(client, "read_page", { path: "guides/missing" });
      expect(missing.isError).toBe(true);
      expect(missing.text).toContain("list_pages");
    });
  });

  it("follows a moved page's redirect", async () => {
    const redirect = await db.siteRedirect.create({ data: { documentationId: project.documentation.id, fromPath: "guides/install", toPath: "guides/setup", source: "manual" } });
    await siteChanged(project.documentation.id);
    try {
      await withClient(async (client) => {
        expect((await callTool(client, "read_page", { path: "guides/install" })).text).toContain("# Setup");
      });
    } finally {
      await db.siteRedirect.delete({ where: { id: redirect.id } });
      await siteChanged(project.documentation.id);
    }
  });

  it("lists a version's pages in reading order, with their descriptions and tags, and the site's versions", async () => {
    await withClient(async (client) => {
      const current = await callTool(client, "list_pages", {});
      expect(current.structured.version).toEqual({ slug: "v2", name: "2.0", is_default: true, is_deprecated: false });
      expect(current.structured.versions.map((version: Json) => version.slug)).toEqual(["v2", "v1"]);
      expect(current.structured.pages).toEqual([
        { title: "Start", path: "guides/start", url: `http://localhost:3000${base}/guides/start`, section: "Guides" },
        // What the authors said a page is about, so an assistant can choose what to read.
        { title: "Setup", path: "guides/setup", url: `http://localhost:3000${base}/guides/setup`, section: "Guides", description: "Install and configure the widget.", tags: ["Setup", "cli"] },
        { title: "API", path: "reference/api", url: `http://localhost:3000${base}/reference/api`, section: "Reference" },
      ]);
      expect(current.structured).toMatchObject({ total: 3, next_offset: null });
      expect((await callTool(client, "list_pages", { offset: 2 })).structured.pages.map((page: Json) => page.title)).toEqual(["API"]);
      const old = await callTool(client, "list_pages", { version: "v1" });
      expect(old.structured.pages).toEqual([{ title: "Old start", path: "v1/guides/start", url: `http://localhost:3000${base}/v1/guides/start`, section: "Guides" }]);
      const unknown = await callTool(client, "list_pages", { version: "v9" });
      expect(unknown.isError).toBe(true);
      expect(unknown.text).toContain("v2, v1");
    });
  });

  it("reads pages as resources", async () => {
    await withClient(async (client) => {
      const { contents } = await client.readResource({ uri: "docs://v1/guides/start" });
      expect(contents).toHaveLength(1);
      expect(contents[0]).toMatchObject({ uri: "docs://v1/guides/start", mimeType: "text/markdown" });
      expect((contents[0] as { text: string }).text).toContain("The legacy installer of version one.");
      await expect(client.readResource({ uri: "docs://guides/missing" })).rejects.toThrow(/No page/);
    });
  });

  it("has no search tool when the site's search is off", async () => {
    await configure({ search: { enabled: false } });
    try {
      await withClient(async (client) => {
        expect((await client.listTools()).tools.map((tool) => tool.name).sort()).toEqual(["list_pages", "read_page"]);
        await expect(client.callTool({ name: "search", arguments: { query: "widget" } })).resolves.toMatchObject({ isError: true });
      });
    } finally {
      await configure({ search: null });
    }
  });

  it("serves a private project only with a token that may read it", async () => {
    await configure({ is_public: false });
    const granted = await api.post(`/api/v1/organization/${team.organizationId}/tokens`, {
      token: team.owner.token,
      json: { name: "assistant", role: "reader", documentation_id: project.documentation.id },
    });
    expect(granted.status).toBe(201);
    try {
      for (const token of [undefined, team.outsider.token, team.reader.token, "dp_not_a_token"]) {
        const refused = await connect(`${base}/mcp`, token).then(
          () => null,
          (error: unknown) => error,
        );
        expect(refused).toBeInstanceOf(StreamableHTTPError);
        expect((refused as StreamableHTTPError).code).toBe(404);
      }
      for (const token of [team.member.token, granted.body.token as string]) {
        await withClient(
          async (client) => {
            expect((await callTool(client, "list_pages", {})).structured.total).toBe(3);
            expect((await callTool(client, "read_page", { path: "guides/setup" })).text).toContain("## Steps");
          },
          undefined,
          token,
        );
      }
    } finally {
      await configure({ is_public: true });
    }
  });

  it("answers 404 for unknown and unpublished projects", async () => {
    const unpublished = await makeProject(team.organizationId, { versions: [] });
    for (const path of [`/docs/${organizationSlug}/no-such-project/mcp`, `/docs/${organizationSlug}/${unpublished.documentation.slug}/mcp`, "/docs/no-such-org/x/mcp"]) {
      const refused = await connect(path).catch((error: unknown) => error);
      expect((refused as StreamableHTTPError).code, path).toBe(404);
      const response = await fetch(`${origin}${path}`, { method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream" }, body: "{}" });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/problem+json");
    }
  });

  it("shows browsers how to connect, tells MCP clients there is no event stream, and is never answered from the proxy's memory", async () => {
    const page = await fetch(`${origin}${base}/mcp`, { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<pre><code>http://localhost:3000${base}/mcp</code></pre>`);
    expect(html).toContain(`claude mcp add --transport http ${project.documentation.slug} http://localhost:3000${base}/mcp`);
    expect(html).toContain("No credentials are needed.");
    const stream = await fetch(`${origin}${base}/mcp`, { headers: { accept: "text/event-stream" } });
    expect(stream.status).toBe(405);
    expect(stream.headers.get("allow")).toBe("POST");
    const again = proxy(new NextRequest(`http://localhost:3000${base}/mcp`, { headers: { host: "localhost:3000", accept: "text/html" } }));
    expect(again.headers.get("x-middleware-next")).toBe("1");
  });

  it("is served at /mcp of the project's custom domain, naming pages there", async () => {
    await db.organization.update({ where: { id: team.organizationId }, data: { plan: "pro" } });
    await configure({ custom_domain: customDomain });
    replaceServedCustomDomains([customDomain]);
    try {
      await withClient(async (client) => {
        const setup = await callTool(client, "read_page", { path: `https://${customDomain}/guides/setup` });
        expect(setup.text).toContain(`url: https://${customDomain}/guides/setup`);
        const { pages } = (await callTool(client, "list_pages", { version: "v1" })).structured;
        expect(pages[0].url).toBe(`https://${customDomain}/v1/guides/start`);
      }, "/mcp");
      // At the platform's address too, pages are named at their canonical home.
      await withClient(async (client) => {
        expect((await callTool(client, "search", { query: "widget" })).structured.results[0].url).toBe(`https://${customDomain}/guides/setup`);
      });
    } finally {
      await configure({ custom_domain: null });
      await db.organization.update({ where: { id: team.organizationId }, data: { plan: "free" } });
      await organizationSitesChanged(team.organizationId);
      replaceServedCustomDomains([]);
    }
  });
});
