import { encode } from "next-auth/jwt";
import { beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { isInternalAddress } from "@/lib/http/internal";
import { asNextRequest } from "@/lib/http/next-request";
import { api } from "../helpers/api";
import { expectProblem, makeTeam, type Team } from "../helpers/fixtures";

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
    expect(response.body.type).toMatch(/^https:\/\//);
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
