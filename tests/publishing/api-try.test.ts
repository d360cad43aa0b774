import { existsSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { chromium, type Browser } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadApiDocument } from "@/lib/initializers/openapi/document";
import { apiReferenceSection } from "@/lib/initializers/openapi/pages";
import type { InitialEntry } from "@/lib/initializers/initial-content";
import { renderMarkdown } from "@/lib/rendering/markdown";

/** One pet operation: a path parameter, a query parameter, a JSON body, bearer authentication. */
const petApi = (server: string | null) => ({
  openapi: "3.1.0",
  info: { title: "Pets", version: "1.0.0" },
  ...(server ? { servers: [{ url: server }] } : {}),
  security: [{ bearer: [] }],
  components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
  paths: {
    "/owners/{ownerId}/pets": {
      post: {
        operationId: "addPet",
        summary: "Add a pet",
        parameters: [
          { name: "ownerId", in: "path", required: true, schema: { type: "string", example: "ada" } },
          { name: "notify", in: "query", schema: { type: "boolean" } },
          { name: "session", in: "cookie", schema: { type: "string" } },
        ],
        requestBody: { content: { "application/json": { schema: { type: "object", properties: { name: { type: "string", example: "Rex" }, vaccinated: { type: "boolean" }, chip: { type: ["string", "null"], example: null } } } } } },
        responses: { "201": { description: "Added" } },
      },
    },
  },
});

async function operationPage(server: string | null): Promise<InitialEntry> {
  const { document, sourceVersion } = await loadApiDocument(petApi(server), "body.spec");
  return apiReferenceSection(document, { sourceVersion }).entries.find((entry) => entry.title === "Add a pet")!;
}

/** The request an API server received, as its echo tells it. */
interface Received {
  method: string;
  url: string;
  origin?: string;
  authorization?: string;
  contentType?: string;
  body: string;
}

describe("generated operation pages", () => {
  it("carry curl, JavaScript and Python samples and the try-it block, rendered as a code group and a panel", async () => {
    const page = await operationPage("https://api.example.com/v1");
    const content = page.content!;
    expect(content).toContain(":::code-group\n~~~bash [curl]\ncurl --request POST 'https://api.example.com/v1/owners/{ownerId}/pets'");
    expect(content).toContain('~~~javascript [JavaScript]\nconst response = await fetch("https://api.example.com/v1/owners/{ownerId}/pets", {\n  method: "POST",\n  headers: {\n    "Authorization": "Bearer YOUR_TOKEN",');
    expect(content).toContain('  body: JSON.stringify({\n    "name": "Rex",\n    "vaccinated": true,\n    "chip": null\n  }),');
    expect(content).toContain('~~~python [Python]\nimport requests\n\nresponse = requests.post(\n    "https://api.example.com/v1/owners/{ownerId}/pets",');
    expect(content).toContain('    json={\n        "name": "Rex",\n        "vaccinated": True,\n        "chip": None,\n    },');

    const rendered = await renderMarkdown(content);
    expect(rendered.html).toContain('aria-label="Code examples"');
    for (const label of ["curl", "JavaScript", "Python"]) expect(rendered.html).toMatch(new RegExp(`role="tab"[^>]*>${label}</button>`));
    const attribute = /<div class="api-try" data-operation="([^"]*)"><p><code>POST \/owners\/\{ownerId\}\/pets<\/code><\/p><\/div>/.exec(rendered.html)?.[1];
    expect(attribute).toBeDefined();
    const operation = JSON.parse(attribute!.replaceAll("&quot;", '"').replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&"));
    expect(operation).toEqual({
      method: "POST",
      path: "/owners/{ownerId}/pets",
      servers: ["https://api.example.com/v1"],
      parameters: [
        { name: "ownerId", in: "path", required: true, example: "ada" },
        { name: "notify", in: "query", required: false, example: "true" },
      ],
      body: { type: "application/json", example: '{\n  "name": "Rex",\n  "vaccinated": true,\n  "chip": null\n}' },
      auth: { type: "bearer" },
    });
    // The block is data for the panel, not text to search.
    expect(rendered.text).not.toContain('"servers"');
  });
});

const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const hasChromium = existsSync(chromiumPath);

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};

describe.skipIf(!hasChromium)("try-it panel in the browser", () => {
  let browser: Browser;
  let apiServer: Server;
  let closedServer: Server;
  let siteServer: Server;
  let siteOrigin: string;
  let apiOrigin: string;
  const received: Received[] = [];

  beforeAll(async () => {
    // The API: answers the site's origin by CORS and echoes what it was sent.
    apiServer = createServer(async (request, response) => {
      const cors = {
        "access-control-allow-origin": request.headers.origin ?? "*",
        "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE",
        "access-control-allow-headers": "authorization, content-type",
      };
      if (request.method === "OPTIONS") return void response.writeHead(204, cors).end();
      const echo: Received = {
        method: request.method!,
        url: request.url!,
        origin: request.headers.origin,
        authorization: request.headers.authorization,
        contentType: request.headers["content-type"],
        body: await readBody(request),
      };
      received.push(echo);
      response.writeHead(201, { ...cors, "content-type": "application/json" }).end(JSON.stringify({ created: true, echo }));
    });
    apiOrigin = await listen(apiServer);
    // An API without CORS headers: the browser refuses to show its answer.
    closedServer = createServer((_request, response) => response.writeHead(200).end("{}"));
    const closedOrigin = await listen(closedServer);

    const pages = new Map<string, string>();
    const css = readFileSync("lib/site/client/api-try.css", "utf8");
    const script = readFileSync("lib/site/client/api-try.js", "utf8");
    for (const [path, origin] of [["/open", apiOrigin], ["/closed", closedOrigin], ["/no-server", null]] as const) {
      const { html } = await renderMarkdown((await operationPage(origin)).content!);
      pages.set(path, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Try it</title><style>${css}</style></head><body><article>${html}</article><script>${script}</script></body></html>`);
    }
    siteServer = createServer((request, response) => response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(pages.get(request.url!) ?? ""));
    siteOrigin = await listen(siteServer);
    browser = await chromium.launch({ executablePath: chromiumPath, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"] });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    for (const server of [apiServer, closedServer, siteServer]) if (server) await new Promise((resolve) => server.close(resolve));
  });

  it("sends the request from the reader's browser to the API with the reader's token, and shows the answer", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${siteOrigin}/open`);
    const form = page.getByRole("form", { name: "Try POST /owners/{ownerId}/pets" });
    await expect.poll(() => form.isVisible()).toBe(true);
    expect(await form.getByLabel("Server").inputValue()).toBe(apiOrigin);
    await form.getByLabel("Bearer token").fill("reader-secret");
    await form.getByLabel("ownerId (path, required)").fill("grace hopper");
    await form.getByLabel("Body (application/json)").fill('{"name":"Bo"}');
    await form.getByRole("button", { name: "Send POST" }).click();
    const status = form.getByRole("status");
    await expect.poll(() => status.textContent(), { timeout: 10_000 }).toMatch(/^201 Created · \d+ ms/);
    expect(await status.locator(".api-try-body").textContent()).toContain('"created": true');

    // Straight from the page's origin to the API: the site never saw the token.
    expect(received).toEqual([
      { method: "POST", url: "/owners/grace%20hopper/pets?notify=true", origin: siteOrigin, authorization: "Bearer reader-secret", contentType: "application/json", body: '{"name":"Bo"}' },
    ]);
    // The token stays in this tab for the next operation; a reload fills it in.
    await page.reload();
    await expect.poll(() => page.getByLabel("Bearer token").inputValue()).toBe("reader-secret");
    await context.close();
  });

  it("sends nothing until the reader gives an absolute server address, so no credential reaches the site", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const sent: string[] = [];
    page.on("request", (request) => sent.push(request.url()));
    await page.goto(`${siteOrigin}/no-server`);
    await page.getByLabel("Bearer token").fill("reader-secret");
    await page.getByRole("button", { name: "Send POST" }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toContain("Enter the address of the API's server");
    expect(sent).toEqual([`${siteOrigin}/no-server`]);
    await context.close();
  });

  it("says the server may not allow requests from the site when CORS refuses", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${siteOrigin}/closed`);
    await page.getByLabel("Body (application/json)").fill("");
    await page.getByRole("button", { name: "Send POST" }).click();
    await expect.poll(() => page.getByRole("status").textContent(), { timeout: 10_000 }).toContain("(CORS)");
    await context.close();
  });
});
