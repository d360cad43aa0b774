import http from "node:http";
import type { AddressInfo } from "node:net";
import { encode } from "next-auth/jwt";
import { beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import type { ErrorCode } from "@/lib/errors";
import { clientAddress, peerAddressHeader, recordPeerAddresses } from "@/lib/http/client-address";
import { isInternalAddress } from "@/lib/http/internal";
import { asNextRequest } from "@/lib/http/next-request";
import { internalErrorType, problemTypeAnchor, problemTypes } from "@/lib/http/problem";
import { api, call } from "../helpers/api";
import { expectProblem, makeTeam, makeUser, type Team } from "../helpers/fixtures";
import { makeProject } from "../events/helpers";
import { form, png } from "../content/files";

let team: Team;
let cookie: string;

beforeAll(async () => {
  team = await makeTeam();
  const jwt = await encode({ token: { sub: team.admin.id, email: team.admin.email }, secret: process.env.AUTH_SECRET! });
  cookie = `next-auth.session-token=${jwt}`;
});

describe("dashboard session cookie", () => {
  it("authenticates reads", async () => {
    const response = await api.get(`/api/v1/organization/${team.organizationId}`, { headers: { cookie } });
    expect(response.status).toBe(200);
  });

  it("accepts unsafe methods only from the same origin", async () => {
    const json = { name: "Acme" };
    expectProblem(await api.put(`/api/v1/organization/${team.organizationId}`, { json, headers: { cookie } }), 403);
    expectProblem(
      await api.put(`/api/v1/organization/${team.organizationId}`, { json, headers: { cookie, origin: "https://evil.test", host: "localhost:3000" } }),
      403,
    );
    const ok = await api.put(`/api/v1/organization/${team.organizationId}`, {
      json,
      headers: { cookie, origin: "http://localhost:3000", host: "localhost:3000" },
    });
    expect(ok.status).toBe(200);
  });

  it("ignores a forged cookie", async () => {
    expectProblem(await api.get("/api/v1/organization", { headers: { cookie: "next-auth.session-token=forged" } }), 401);
  });
});

describe("request ids and problem documents", () => {
  it("echoes a caller's request id in the header and the problem", async () => {
    const response = await api.get("/api/v1/organization", { headers: { "x-request-id": "trace-12345678" } });
    expect(response.headers.get("x-request-id")).toBe("trace-12345678");
    expect(response.body.request_id).toBe("trace-12345678");
  });
});

describe("GET /api/problems", () => {
  it("is where a problem's type leads: the section of its type", async () => {
    const missing = await api.get("/api/v1/organization/no-such-organization", { token: team.admin.token });
    const unauthenticated = await api.get("/api/v1/organization");
    for (const { body } of [missing, unauthenticated]) {
      // Resolved against the request's address, as RFC 9457 says of a relative type.
      const type = new URL(body.type, "https://docs.example.test/api/v1/organization");
      expect(`${type.origin}${type.pathname}`).toBe("https://docs.example.test/api/problems");
      const page = await call("GET", type.pathname);
      expect(page.text).toContain(`<section id="${type.hash.slice(1)}">`);
    }
    expect([missing.body.type, unauthenticated.body.type]).toEqual(["/api/problems#not-found", "/api/problems#unauthenticated"]);
  });

  it("describes every type, with its status and code, to anyone", async () => {
    const page = await call("GET", "/api/problems");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    for (const [code, { status, title }] of [...Object.entries(problemTypes), ["internal_error", internalErrorType] as const]) {
      expect(page.text).toContain(`<section id="${problemTypeAnchor(code as ErrorCode)}">\n      <h2>${status} ${title}</h2>\n      <p><code>${code}</code>: `);
    }
    // A token changes nothing: the page is public.
    expect((await call("GET", "/api/problems", { token: team.admin.token })).text).toBe(page.text);
  });
});

describe("paths the API does not have", () => {
  it.each(["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const)("answer %s with a not-found problem naming the path", async (method) => {
    const response = await call(method, "/api/v1/documentation/some-organization/some-project/publish", { token: team.admin.token, json: method === "GET" || method === "OPTIONS" ? undefined : {} });
    expectProblem(response, 404);
    expect(response.body.code).toBe("not_found");
    expect(response.headers.get("content-type")).toBe("application/problem+json");
    expect(response.body.detail).toBe(`No endpoint answers ${method} /api/v1/documentation/some-organization/some-project/publish. The API reference at /api/reference lists them.`);
  });

  it("name the endpoints a typo away", async () => {
    const response = await call("GET", "/api/v1/organisation/acme", { token: team.admin.token });
    expectProblem(response, 404);
    expect(response.body.detail).toBe("No endpoint answers GET /api/v1/organisation/acme. Did you mean /api/v1/organization/acme? The API reference at /api/reference lists them.");
    expect(response.body.suggestions).toEqual(["/api/v1/organization/acme"]);
    expect((await call("GET", "/api/v1/widgets", {})).body.suggestions).toBeUndefined();
  });

  it("leave the routes that exist to themselves", async () => {
    expect((await api.get("/api/health")).status).toBe(200);
    // A route that exists answers for a project that does not in its own words.
    const publish = await api.post("/api/documentations/00000000-0000-4000-8000-000000000000/publish", { token: team.admin.token });
    expect(publish.body.code).toBe("not_found");
    expect(publish.body.detail).not.toMatch(/No endpoint answers/);
  });
});

describe("health", () => {
  it("answers without a token with the database status", async () => {
    const response = await api.get("/api/health");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: "ok", database: { status: "ok" } });
  });
});

describe("internal network allowlist", () => {
  it("accepts loopback and configured ranges only", () => {
    expect(isInternalAddress("127.0.0.1")).toBe(true);
    expect(isInternalAddress("::1")).toBe(true);
    expect(isInternalAddress("::ffff:127.0.0.1")).toBe(true);
    expect(isInternalAddress("203.0.113.9")).toBe(false);
    expect(isInternalAddress("not-an-ip")).toBe(false);
    expect(isInternalAddress(null)).toBe(false);
  });
});

describe("requests handed to handlers", () => {
  it("keeps a NextRequest of any class, and wraps a plain Request", () => {
    // Next's runtime has its own NextRequest class: recognized by its shape, not `instanceof`.
    const ofAnotherClass = new (class extends Request {
      nextUrl = new URL("http://localhost/api/health");
    })("http://localhost/api/health");
    expect(asNextRequest(ofAnotherClass)).toBe(ofAnotherClass);
    const plain = asNextRequest(new Request("http://localhost/api/health?x=1"));
    expect(plain).toBeInstanceOf(NextRequest);
    expect(plain.nextUrl.searchParams.get("x")).toBe("1");
  });
});

describe("client address", () => {
  const from = (peer: string | null, headers: Record<string, string> = {}) => {
    const request = new Request("http://localhost/api/health", { headers });
    if (peer !== null) request.headers.set(...peerAddressHeader(peer));
    return clientAddress(request);
  };

  it("is the socket's peer, whatever X-Forwarded-For or X-Real-IP claim", () => {
    expect(from("203.0.113.9", { "x-forwarded-for": "127.0.0.1", "x-real-ip": "127.0.0.1" })).toBe("203.0.113.9");
    expect(from("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(from("2001:db8:0:0::1")).toBe("2001:db8::1");
  });

  it("is unknown without a socket address, or with a peer header a client forged", () => {
    expect(from(null, { "x-forwarded-for": "198.51.100.1" })).toBeNull();
    expect(from(null, { "x-docs-platform-peer": "127.0.0.1" })).toBeNull();
    expect(from(null, { "x-docs-platform-peer": "0123456789abcdef0123456789abcdef 127.0.0.1" })).toBeNull();
    expect(from("")).toBeNull();
  });

  it("walks X-Forwarded-For from the right through TRUSTED_PROXIES only", () => {
    const forwarded = { "x-forwarded-for": "127.0.0.1, 198.51.100.1, 10.1.2.3" };
    expect(from("10.0.0.1", forwarded)).toBe("10.0.0.1");
    process.env.TRUSTED_PROXIES = "10.0.0.0/8";
    try {
      expect(from("10.0.0.1", forwarded)).toBe("198.51.100.1");
      expect(from("203.0.113.9", forwarded)).toBe("203.0.113.9");
      expect(from("10.0.0.1", { "x-forwarded-for": "[2001:db8::7]:4711" })).toBe("2001:db8::7");
      expect(from("10.0.0.1", { "x-forwarded-for": "198.51.100.1:4711, 10.0.0.2" })).toBe("198.51.100.1");
      // Only proxies: the farthest one.
      expect(from("10.0.0.1", { "x-forwarded-for": "10.0.0.3, 10.0.0.2" })).toBe("10.0.0.3");
      expect(from("10.0.0.1")).toBe("10.0.0.1");
      expect(from("10.0.0.1", { "x-forwarded-for": "unknown" })).toBeNull();
      process.env.TRUSTED_PROXIES = "not-a-range";
      expect(() => from("10.0.0.1")).toThrow(/TRUSTED_PROXIES/);
    } finally {
      delete process.env.TRUSTED_PROXIES;
    }
  });

  it("is written from the socket by the HTTP server, over a header the client sent", async () => {
    recordPeerAddresses();
    const server = http.createServer((incoming, response) => {
      // What Next does: a Request from the Node request's headers.
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === "string") headers.set(name, value);
      response.end(String(clientAddress(new Request("http://localhost/", { headers }))));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const [forgedName, forgedValue] = peerAddressHeader("198.51.100.1");
      const answer = await fetch(`http://127.0.0.1:${port}/`, { headers: { [forgedName]: forgedValue, "x-forwarded-for": "198.51.100.2" } });
      expect(await answer.text()).toBe("127.0.0.1");
    } finally {
      server.close();
    }
  });
});

describe("text PostgreSQL cannot store", () => {
  const organization = () => `/api/v1/organization/${team.organizationId}`;

  it("is refused in a JSON body, public or authenticated, naming the field or key", async () => {
    const session = await api.post("/api/tasks/sessions", { json: { workspace: "a\u0000b", email: "a@b.test" } });
    expectProblem(session, 400);
    expect(session.body.errors).toEqual([{ path: "body.workspace", message: "contains a NUL character (U+0000)" }]);
    expectProblem(await api.put(organization(), { json: { name: "a\u0000b" } }), 401);

    const key = await api.put(organization(), { token: team.owner.token, json: { settings: { nested: [{ "bad\u0000key": 1 }] } } });
    expectProblem(key, 400);
    expect(key.body.errors).toEqual([{ path: "body.settings.nested.0.bad\\u0000key", message: "its name contains a NUL character (U+0000)" }]);
    const surrogate = await api.put(organization(), { token: team.owner.token, json: { name: "Acme", settings: { note: "x\ud800y" } } });
    expectProblem(surrogate, 400);
    expect(surrogate.body.errors).toEqual([{ path: "body.settings.note", message: "is not well-formed Unicode (a lone surrogate)" }]);
    // Escapes that are text, and whole pairs, are fine.
    const fine = await api.put(organization(), { token: team.owner.token, json: { settings: { note: "\\u0000 \ud83d\ude00" } } });
    expect(fine.status).toBe(200);
    expect(fine.body.settings.note).toBe("\\u0000 \ud83d\ude00");
  });

  it("is refused in the query string, a cursor and a path parameter", async () => {
    const systemAdmin = await makeUser({ systemAdmin: true });
    const search = await api.get("/api/v1/admin/customers/export?search=a%00b", { token: systemAdmin.token });
    expectProblem(search, 400);
    expect(search.body.errors).toEqual([{ path: "query.search", message: "contains a NUL character (U+0000)" }]);
    const cursor = Buffer.from(JSON.stringify({ createdAt: new Date().toISOString(), id: "a\u0000b" })).toString("base64url");
    const page = await api.get(`${organization()}/feedback/ideas?cursor=${cursor}`, { token: team.owner.token });
    expectProblem(page, 400);
    expect(page.body.errors[0].path).toBe("query.cursor");
    const path = await api.get("/api/v1/organization/a%00b", { token: team.owner.token });
    expectProblem(path, 400);
    expect(path.body.errors).toEqual([{ path: "params.organization_id", message: "contains a NUL character (U+0000)" }]);
  });

  it("is refused in multipart fields and file names", async () => {
    const documentationId = await makeProject(team.organizationId, team.owner);
    const assets = `/api/v1/documentation/${team.organizationId}/${documentationId}/asset`;
    const field = await api.post(assets, { token: team.owner.token, body: form(png(), "chart.png", { alt_text: "a\u0000b" }) });
    expectProblem(field, 400);
    expect(field.body.errors).toEqual([{ path: "body.alt_text", message: "contains a NUL character (U+0000)" }]);
    // A NUL can only reach a file name through RFC 5987 encoding (`filename*`).
    const boundary = "fuzz-boundary";
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''ch%00art.png\r\nContent-Type: image/png\r\n\r\n`),
      png(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const name = await api.post(assets, { token: team.owner.token, body, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } });
    expectProblem(name, 400);
    expect(name.body.errors).toEqual([{ path: "body.file", message: "contains a NUL character (U+0000)" }]);
  });
});

describe("nesting depth of JSON bodies", () => {
  const organization = () => `/api/v1/organization/${team.organizationId}`;
  /** `{"settings":{"deep":[[…]]}}`: nested `levels` deep in all. */
  const settingsNested = (levels: number) => `{"settings":{"deep":${"[".repeat(levels - 2)}${"]".repeat(levels - 2)}}}`;
  const send = (body: string) => api.put(organization(), { token: team.owner.token, body, headers: { "content-type": "application/json" } });

  it("is at most 32 levels, checked before parsing", async () => {
    expect((await send(settingsNested(32))).status).toBe(200);
    const deeper = await send(settingsNested(33));
    expectProblem(deeper, 400);
    expect(deeper.body).toMatchObject({ limit_depth: 32, errors: [{ path: "body", message: "nested more than 32 levels deep" }] });
    // About 250 KB, under the size limit: refused at once rather than parsed and stored.
    const started = performance.now();
    expectProblem(await send(settingsNested(125_000)), 400);
    expect(performance.now() - started).toBeLessThan(1000);
    // Brackets inside strings are text.
    const text = await send(JSON.stringify({ settings: { note: "[[[[".repeat(20) + '\\"{{{{'.repeat(20) } }));
    expect(text.status).toBe(200);
  });

  it("is refused on other routes that store JSON", async () => {
    const documentationId = await makeProject(team.organizationId, team.owner);
    const deep = `{"selected_options":{"a":${"[".repeat(50_000)}${"]".repeat(50_000)}}}`;
    const wizard = await api.post(`${organization()}/wizard-progress/${documentationId}`, { token: team.owner.token, body: deep, headers: { "content-type": "application/json" } });
    expectProblem(wizard, 400);
  });
});
