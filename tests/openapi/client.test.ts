import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDocsClient, paginate, ProblemError, unwrap } from "@docs-platform/client";
import { appRouteSources } from "@/lib/openapi/app-routes";
import { clientTypesFile, clientTypesOf } from "@/lib/openapi/client-types";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { call } from "../helpers/api";
import { makeOrganization, makeUser, type TestUser } from "../helpers/fixtures";
import { makeProject } from "../events/helpers";

/** Sends the client's requests through the real route handlers. */
async function throughRoutes(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const body = request.body ? await request.arrayBuffer() : undefined;
  return (await call(request.method, url.pathname + url.search, { headers: Object.fromEntries(request.headers), body })).raw;
}

describe("packages/client", () => {
  it("has types generated from the current route declarations (npm run client:generate)", async () => {
    const current = await clientTypesOf(await buildOpenApiDocument(appRouteSources()));
    expect(readFileSync(clientTypesFile, "utf8") === current, `${clientTypesFile} is stale: run npm run client:generate`).toBe(true);
  });

  describe("against the API", () => {
    let owner: TestUser;
    let organizationId: string;
    let projectId: string;

    beforeAll(async () => {
      owner = await makeUser();
      organizationId = await makeOrganization(owner);
      projectId = await makeProject(organizationId, owner);
    });

    const client = () => createDocsClient({ baseUrl: "http://localhost:3000/", token: owner.token, fetch: throughRoutes });

    it("walks every page of a list by its cursor", async () => {
      const docs = client();
      const path = { organization_id: organizationId, project_id: projectId };
      const events = Array.from({ length: 5 }, (_, index) => ({ type: "client.test", description: `event ${index}` }));
      await unwrap(docs.POST("/api/v1/organizations/{organization_id}/projects/{project_id}/events/batch", { params: { path }, body: { events } }));
      let pages = 0;
      const seen: unknown[] = [];
      for await (const event of paginate((cursor) => {
        pages++;
        return docs.GET("/api/v1/organizations/{organization_id}/projects/{project_id}/events", { params: { path, query: { limit: 2, cursor } } });
      })) {
        seen.push(event);
      }
      expect(pages).toBe(3);
      expect(seen.map((event) => (event as { description: string }).description)).toEqual(["event 4", "event 3", "event 2", "event 1", "event 0"]);
    });

    it("throws the problem document as a typed error", async () => {
      const missing = client().GET("/api/v1/organization/{organization_id}", { params: { path: { organization_id: "00000000-0000-0000-0000-000000000000" } } });
      const error = await unwrap(missing).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProblemError);
      expect((error as ProblemError).status).toBe(404);
      expect((error as ProblemError).code).toBe("not_found");
      expect((error as ProblemError).problem.request_id).toMatch(/.{8,}/);
    });
  });

  describe("rate limits", () => {
    let server: Server;
    let baseUrl: string;
    const limited = new Map<string, number>();

    beforeAll(async () => {
      // Answers 429 with Retry-After 0 the first N times a path naming `limited-N` is asked for, then 200.
      server = createServer((request, response) => {
        const url = new URL(request.url!, "http://127.0.0.1");
        const seen = (limited.get(url.pathname) ?? 0) + 1;
        limited.set(url.pathname, seen);
        if (seen <= Number(/limited-(\d+)/.exec(url.pathname)?.[1] ?? 0)) {
          response.writeHead(429, { "content-type": "application/problem+json", "retry-after": "0" });
          response.end(JSON.stringify({ type: "about:blank", title: "Too many requests", status: 429, detail: "Slow down.", code: "rate_limited", request_id: "rate-limit-test" }));
          return;
        }
        response.writeHead(200, { "content-type": "application/json" });
        response.end("[]");
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    it("sends again after the Retry-After a 429 names", async () => {
      const docs = createDocsClient({ baseUrl, token: "dp_pat_test" });
      await expect(unwrap(docs.GET("/api/v1/organization/{organization_id}/tokens", { params: { path: { organization_id: "limited-2" } } }))).resolves.toEqual([]);
      expect(limited.get("/api/v1/organization/limited-2/tokens")).toBe(3);
    });

    it("gives up after maxRetries with the 429 as a ProblemError", async () => {
      const docs = createDocsClient({ baseUrl, token: "dp_pat_test", maxRetries: 1 });
      const answer = docs.GET("/api/v1/organization/{organization_id}/tokens", { params: { path: { organization_id: "limited-5" } } });
      const error = await unwrap(answer).catch((caught: unknown) => caught);
      expect((error as ProblemError).code).toBe("rate_limited");
      expect(limited.get("/api/v1/organization/limited-5/tokens")).toBe(2);
    });
  });
});
