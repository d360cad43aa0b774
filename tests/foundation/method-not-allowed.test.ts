import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerAheadOfNextOn } from "@/lib/http/ahead-of-next";
import { explainMethodNotAllowed } from "@/lib/http/method-not-allowed";

/**
 * A server that answers as Next does: /api/things has GET (an OPTIONS request lists it), another
 * method gets a bare 405, its head flushed before an empty body as Next sends it; /api/silent's
 * OPTIONS says nothing and its 405 is ended at once; /api/hanging's OPTIONS never answers;
 * /api/typed answers 405 with a body of its own; /api/collection has only POST and is listed at
 * /api/collection/list; other paths (pages) answer 405 bare too. Like
 * Next's compression, a wrapper of the response's write and end is put on top of the
 * answerer's: it upper-cases text and marks every answer it ends.
 */
function nextLike(): Server {
  return createServer((request, response) => {
    const { write, end } = response;
    const transformed = (chunk: unknown) => (typeof chunk === "string" && response.getHeader("content-type") === "text/plain" ? chunk.toUpperCase() : chunk);
    response.write = ((chunk: unknown, ...rest: unknown[]) => (write as (...args: unknown[]) => boolean).call(response, transformed(chunk), ...rest)) as typeof response.write;
    response.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (!response.headersSent) response.setHeader("x-wrapped", "yes");
      return (end as (...args: unknown[]) => typeof response).call(response, transformed(chunk), ...rest);
    }) as typeof response.end;
    const path = request.url!.split("?", 1)[0];
    if (path === "/api/typed") {
      response.statusCode = 405;
      response.setHeader("content-type", "text/plain");
      return response.end("its own");
    }
    if (request.method === "GET" && path === "/api/things") {
      response.setHeader("content-type", "text/plain");
      response.write("th");
      return response.end("ings");
    }
    if (request.method === "OPTIONS" && path === "/api/things") {
      response.writeHead(204, { allow: "GET, HEAD, OPTIONS" });
      return response.end();
    }
    if (request.method === "OPTIONS" && (path === "/api/collection" || path === "/api/collection/list")) {
      response.writeHead(204, { allow: path === "/api/collection" ? "OPTIONS, POST" : "GET, HEAD, OPTIONS" });
      return response.end();
    }
    if (request.method === "OPTIONS" && path === "/api/hanging") return;
    response.statusCode = 405;
    if (path === "/api/silent") return response.end();
    response.setHeader("vary", "rsc");
    response.flushHeaders();
    response.write(new Uint8Array(0));
    response.end();
  });
}

let server: Server;
let origin: string;

beforeAll(async () => {
  server = nextLike();
  answerAheadOfNextOn(server, [explainMethodNotAllowed]);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

function send(method: string, path: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const outgoing = httpRequest(`${origin}${path}`, { method }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, text }));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

describe("a method an API path does not have", () => {
  it("is answered with a problem document and the path's methods in Allow", async () => {
    const answer = await send("DELETE", "/api/things?page=2");
    expect(answer.status).toBe(405);
    expect(answer.headers["content-type"]).toBe("application/problem+json");
    expect(answer.headers.allow).toBe("GET, HEAD, OPTIONS");
    expect(answer.headers["x-request-id"]).toMatch(/^[\w-]{36}$/);
    expect(answer.headers.vary).toBe("rsc");
    expect(answer.headers["x-wrapped"]).toBe("yes");
    expect(JSON.parse(answer.text)).toMatchObject({
      status: 405,
      code: "method_not_allowed",
      title: "Method not allowed",
      detail: "/api/things does not answer DELETE. It answers GET, HEAD, OPTIONS.",
    });
  });

  it("names the list of a collection read with GET where it is created", async () => {
    const answer = await send("GET", "/api/collection?limit=5");
    expect(answer.headers.allow).toBe("OPTIONS, POST");
    expect(JSON.parse(answer.text)).toMatchObject({
      detail: "/api/collection does not answer GET. It answers OPTIONS, POST. Its list is GET /api/collection/list.",
      suggestions: ["/api/collection/list"],
    });
    // Other methods, and paths without such a list, get no hint.
    expect(JSON.parse((await send("DELETE", "/api/collection")).text).detail).toBe("/api/collection does not answer DELETE. It answers OPTIONS, POST.");
    expect(JSON.parse((await send("POST", "/api/things")).text)).not.toHaveProperty("suggestions");
  });

  it("is still a problem when the route does not say which methods it has", async () => {
    const answer = await send("POST", "/api/silent");
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBeUndefined();
    expect(JSON.parse(answer.text)).toMatchObject({ code: "method_not_allowed", detail: "/api/silent does not answer POST." });
  });

  it("goes without Allow after two seconds when the route's OPTIONS does not answer", async () => {
    const started = performance.now();
    const answer = await send("PATCH", "/api/hanging");
    const seconds = (performance.now() - started) / 1000;
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBeUndefined();
    expect(JSON.parse(answer.text)).toMatchObject({ code: "method_not_allowed", detail: "/api/hanging does not answer PATCH." });
    expect(seconds).toBeGreaterThanOrEqual(1.9);
    // Not hanging: on a loaded machine the answer may come a while after the timeout.
    expect(seconds).toBeLessThan(10);
  });

  it("leaves every other answer as it was: the methods a path has, a 405 with a body, OPTIONS, paths outside the API", async () => {
    expect(await send("GET", "/api/things")).toMatchObject({ status: 200, text: "THINGS" });
    expect(await send("PUT", "/api/typed")).toMatchObject({ status: 405, text: "ITS OWN" });
    expect(await send("OPTIONS", "/api/things")).toMatchObject({ status: 204, headers: expect.objectContaining({ allow: "GET, HEAD, OPTIONS" }) });
    const page = await send("POST", "/docs/some/page");
    expect(page).toMatchObject({ status: 405, text: "" });
    expect(page.headers["content-type"]).toBeUndefined();
  });
});
