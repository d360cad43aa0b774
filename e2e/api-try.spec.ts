import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { unwrap } from "@docs-platform/client";
import { apiClient, createProjectThroughApi, failOnPageErrors, publishProject } from "./helpers";

/** What the API server on 127.0.0.1 received. */
interface Received {
  method: string;
  url: string;
  origin?: string;
  authorization?: string;
}

let apiServer: Server;
let apiOrigin: string;
const received: Received[] = [];

/** An API that lets any origin call it by CORS and answers with what it was sent. */
test.beforeAll(async () => {
  apiServer = createServer((request: IncomingMessage, response) => {
    const cors = {
      "access-control-allow-origin": request.headers.origin ?? "*",
      "access-control-allow-methods": "GET",
      "access-control-allow-headers": "authorization",
    };
    if (request.method === "OPTIONS") return void response.writeHead(204, cors).end();
    const echo = { method: request.method!, url: request.url!, origin: request.headers.origin, authorization: request.headers.authorization };
    received.push(echo);
    response.writeHead(200, { ...cors, "content-type": "application/json" }).end(JSON.stringify({ id: "42", name: "Rex", echo }));
  });
  await new Promise<void>((resolve) => apiServer.listen(0, "127.0.0.1", resolve));
  apiOrigin = `http://127.0.0.1:${(apiServer.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => apiServer.close(resolve));
});

const petApi = (server: string) => ({
  openapi: "3.1.0",
  info: { title: "Pets", version: "1.0.0" },
  servers: [{ url: server }],
  security: [{ bearer: [] }],
  components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
  paths: {
    "/pets/{petId}": {
      get: {
        operationId: "getPet",
        summary: "Get a pet",
        parameters: [
          { name: "petId", in: "path", required: true, schema: { type: "string" } },
          { name: "fields", in: "query", schema: { type: "string", example: "name" } },
        ],
        responses: { "200": { description: "The pet" } },
      },
    },
  },
});

test("the try-it panel of a published operation page sends the reader's request from the browser to the API, and shows the answer", async ({ page, baseURL }) => {
  const noPageErrors = failOnPageErrors(page);
  const api = apiClient();
  const { organization, project, documentation } = await createProjectThroughApi(api, `Try it ${Date.now().toString(36)}`);
  const initialized = await unwrap(
    api.POST("/api/v1/documentation/{organization_id}/{documentation_id}/initialize-from-openapi", {
      params: { path: documentation },
      body: { spec: petApi(apiOrigin) },
    }),
  );
  expect(initialized.operation_count).toBe(1);
  await publishProject(api, project.documentation_id);

  // Every request the page makes, with the headers it sent.
  const sent: { url: string; authorization?: string }[] = [];
  page.on("request", async (request) => sent.push({ url: request.url(), authorization: (await request.allHeaders()).authorization }));

  await page.goto(`/docs/${organization.slug}/${project.slug}/api-reference/get-a-pet`);
  await expect(page.getByRole("heading", { level: 1, name: "Get a pet" })).toBeVisible();
  const form = page.getByRole("form", { name: "Try GET /pets/{petId}" });
  await expect(form.getByLabel("Server")).toHaveValue(apiOrigin);
  await form.getByLabel("Bearer token").fill("reader-secret");
  await form.getByLabel("petId (path, required)").fill("42");
  await expect(form.getByLabel("fields (query)")).toHaveValue("name");
  await form.getByRole("button", { name: "Send GET" }).click();

  const answer = form.getByRole("status");
  await expect(answer.locator(".api-try-ok")).toHaveText(/^200 OK · \d+ ms$/);
  await expect(answer.locator(".api-try-body")).toContainText('"name": "Rex"');
  await expect(answer.locator(".api-try-body")).toContainText('"authorization": "Bearer reader-secret"');

  // The browser called the API itself, from the site's origin, with the reader's credential...
  expect(received).toEqual([{ method: "GET", url: "/pets/42?fields=name", origin: baseURL, authorization: "Bearer reader-secret" }]);
  // ...and the credential went nowhere else: not to the documentation platform.
  expect(sent.filter((request) => request.authorization !== undefined)).toEqual([{ url: `${apiOrigin}/pets/42?fields=name`, authorization: "Bearer reader-secret" }]);
  expect(sent.filter((request) => request.url.startsWith(baseURL!) && request.url.includes("reader-secret"))).toEqual([]);
  noPageErrors();
});
