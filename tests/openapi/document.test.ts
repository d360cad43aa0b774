import { validate } from "@scalar/openapi-parser";
import { createWorkspaceStore } from "@scalar/workspace-store/client";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { routeOptionsOf, type RouteOptions } from "@/lib/http/route";
import { appRouteSources } from "@/lib/openapi/app-routes";
import { buildOpenApiDocument, documentedMethods, type OpenApiDocument } from "@/lib/openapi/document";
import { servedOpenApiJson } from "@/lib/openapi/served";
import { apiPathOf, undocumentedRouteFiles } from "@/lib/openapi/paths";
import { call } from "../helpers/api";

type Operation = { operationId: string; summary?: string; tags: string[]; security?: unknown[]; responses: Record<string, unknown>; requestBody?: { content: Record<string, unknown> } };

let document: OpenApiDocument;
/** `METHOD path` of every exported route() method under app/api. */
const declared = new Set<string>();
/** Those that do not declare their answers. */
const withoutAnswers: string[] = [];
/** Each `METHOD path`'s declaration: one object where a file re-exports another's handler. */
const declarations = new Map<string, RouteOptions>();

beforeAll(async () => {
  const sources = appRouteSources();
  document = await buildOpenApiDocument(sources);
  for (const source of sources.filter((entry) => !undocumentedRouteFiles.has(entry.file))) {
    const exports = await source.load();
    for (const method of documentedMethods) {
      const options = routeOptionsOf(exports[method]);
      if (!options) continue;
      const key = `${method} ${apiPathOf(source.file)}`;
      declared.add(key);
      declarations.set(key, options);
      if (!options.responses) withoutAnswers.push(key);
    }
  }
});

const operations = () =>
  Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, path, operation })),
  );
const operation = (key: string) => operations().find((entry) => entry.key === key)!.operation;

describe("the OpenAPI document", () => {
  it("has every route file's methods, and nothing else", () => {
    expect(declared.size).toBeGreaterThan(100);
    const documented = new Set(operations().map((entry) => entry.key));
    expect([...declared].filter((key) => !documented.has(key)), "routes missing from the document").toEqual([]);
    expect([...documented].filter((key) => !declared.has(key)), "documented operations without a route").toEqual([]);
  });

  it("has every route's answers declared (`responses`), so the document and the client type them", () => {
    expect(withoutAnswers, `route methods without \`responses\`:\n${withoutAnswers.join("\n")}\n`).toEqual([]);
  });

  it("is valid OpenAPI 3.1", async () => {
    const { valid, errors } = await validate(structuredClone(document));
    expect(errors).toEqual([]);
    expect(valid).toBe(true);
    expect(document.openapi).toBe("3.1.0");
  });

  it("is read by Scalar's reference without validation warnings", async () => {
    // The reference's store checks the document against its own schema of OpenAPI, stricter than
    // the specification (a schema without `type` fails it), and warns in the reader's console.
    const warnings: unknown[] = [];
    const warn = vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => void warnings.push(args));
    vi.spyOn(console, "info").mockImplementation(() => {});
    try {
      await createWorkspaceStore().addDocument({ name: "api", document: JSON.parse(JSON.stringify(document)) as Record<string, unknown> });
    } finally {
      vi.restoreAllMocks();
    }
    expect(warn).toHaveBeenCalledTimes(0);
    expect(warnings).toEqual([]);
  });

  it("says each nullable field's type in one schema, and nullable references' beside their branches", () => {
    const schemas = document.components!.schemas! as Record<string, { properties: Record<string, Record<string, unknown>> }>;
    expect(schemas.ChangeRequestComment!.properties.side).toEqual({ type: ["string", "null"], enum: ["old", "new", null] });
    expect(schemas.Backup!.properties.completed_at).toEqual({ type: ["string", "null"], format: "date-time" });
    expect(schemas.Redirect!.properties.created_by).toEqual({ anyOf: [{ $ref: "#/components/schemas/Actor" }, { type: "null" }], type: ["object", "null"] });
    expect(schemas.Organization!.properties.settings).toMatchObject({ type: "object", additionalProperties: true });
  });

  it("names each operation once and tags it by domain", () => {
    const ids = operations().map((entry) => entry.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operation("GET /api/v1/organization/{organization_id}/user/active")).toMatchObject({ operationId: "getOrganizationUserActive", tags: ["Members"] });
    expect(operation("GET /api/tasks/statuses").operationId).toBe("getUnversionedTasksStatuses");
    expect(operation("GET /api/v1/tasks/statuses").operationId).toBe("getTasksStatuses");
    expect(operation("POST /api/v1/organizations/{organization_id}/projects/{project_id}/events").tags).toEqual(["Events"]);
  });

  it("says what each operation does in a summary of its own, the same only where one handler serves two paths", () => {
    const byHandler = new Map<string, string[]>();
    for (const { key, operation: { summary } } of operations()) {
      expect(summary, key).toMatch(/^[A-Z][^.]{4,70}$/);
      byHandler.set(summary!, [...(byHandler.get(summary!) ?? []), key]);
    }
    // The spec's alternative paths (the unversioned /tasks ones among them) re-export one handler.
    for (const keys of byHandler.values()) {
      expect(new Set(keys.map((key) => declarations.get(key))).size, keys.join(", ")).toBe(1);
    }
    expect(operation("POST /api/v1/organization/{organization_id}/tokens").summary).toBe("Create an organization token");
  });

  it("derives problems from the declaration", () => {
    const statuses = (key: string) => Object.keys(operation(key).responses);
    // Body, token, permission, path.
    expect(statuses("PATCH /api/v1/organization/{organization_id}/user/{user_id}/role")).toEqual(expect.arrayContaining(["200", "400", "401", "403", "404"]));
    // Public, no input.
    expect(statuses("GET /api/health")).toEqual(["200", "503"]);
    expect(operation("GET /api/health").security).toEqual([]);
    expect(statuses("GET /api/preferences")).toEqual(["200", "401", "403"]);
    expect(operation("GET /api/preferences").responses["401"]).toEqual({ $ref: "#/components/responses/Unauthenticated" });
    const unauthenticated = document.components!.responses!.Unauthenticated as { content: Record<string, { schema: unknown }> };
    expect(unauthenticated.content["application/problem+json"]!.schema).toEqual({ $ref: "#/components/schemas/Problem" });
    // Plan limits and rate limits, where the route says it can answer them.
    expect(statuses("POST /api/documentations/{documentation_id}/publish")).toContain("402");
    expect(statuses("POST /api/v1/tasks/sessions")).toEqual(["201", "202", "400", "404", "429"]);
  });

  it("describes paths, queries, JSON bodies, uploads and pagination", () => {
    const list = operation("GET /api/v1/documentation/{organization_id}/{documentation_id}/asset") as Operation & { parameters: { name: string; in: string }[] };
    expect(list.parameters.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual(
      expect.arrayContaining(["path:organization_id", "path:documentation_id", "query:limit", "query:cursor"]),
    );
    expect((list.responses["200"] as { headers: object }).headers).toHaveProperty("x-next-cursor");
    // The declared exceptions (docs/api/README.md, "Lists"): the event list's cursor goes in its body, so no Link;
    // search answers its cursor inside the page.
    expect(Object.keys((operation("POST /api/v1/event/list").responses["200"] as { headers: object }).headers)).toEqual(["x-next-cursor"]);
    const search = operations().find((entry) => entry.key.startsWith("POST /api/documentations/") && entry.path.endsWith("/search"))!.operation;
    expect(search.responses["200"]).not.toHaveProperty("headers");
    const upload = operation("POST /api/v1/documentation/{organization_id}/{documentation_id}/asset");
    expect(Object.keys(upload.requestBody!.content)).toEqual(["multipart/form-data"]);
    const bytes = operation("PUT /api/v1/documentation/{organization_id}/{documentation_id}/file-resources/upload/{upload_id}");
    expect(Object.keys(bytes.requestBody!.content)).toEqual(["application/octet-stream"]);
    expect(Object.keys(operation("POST /api/v1/organization").requestBody!.content)).toEqual(["application/json"]);
  });

  it("describes declared answers by their schemas", () => {
    const answer = (key: string, status: string) => (operation(key).responses[status] as { content?: Record<string, { schema: unknown }> }).content;
    expect(answer("GET /api/v1/organization/{organization_id}", "200")!["application/json"]!.schema).toEqual({ $ref: "#/components/schemas/Organization" });
    expect(answer("GET /api/v1/organization", "200")!["application/json"]!.schema).toEqual({ type: "array", items: { $ref: "#/components/schemas/Organization" } });
    expect(answer("DELETE /api/v1/organization/{organization_id}", "204")).toBeUndefined();
    expect(Object.keys(answer("GET /api/reference", "200")!)).toEqual(["text/html"]);
  });

  it("leaves out the constraints a field's type or format already implies, and keeps the others", () => {
    const text = JSON.stringify(document);
    expect(text).not.toContain(String(Number.MAX_SAFE_INTEGER));
    const schemas = document.components!.schemas as Record<string, { properties: Record<string, Record<string, unknown>> }>;
    expect(schemas.Redirect!.properties.created_at).toEqual({ type: "string", format: "date-time" });
    // A pattern of our own, and bounds that are not the safe integer range, stay.
    expect(text).toContain('"pattern":"^[a-z0-9]+(?:-[a-z0-9]+)*$"');
    const limit = (operation("GET /api/v1/documentation/{organization_id}/{documentation_id}/asset") as Operation & { parameters: { name: string; schema: object }[] }).parameters.find((parameter) => parameter.name === "limit")!;
    expect(limit.schema).toMatchObject({ minimum: 1, maximum: 200 });
  });
});

describe("GET /api/openapi.json", () => {
  it("serves the document without a token, built once", async () => {
    const first = await call("GET", "/api/openapi.json");
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/json");
    expect(first.body).toEqual(JSON.parse(JSON.stringify(document)));
    const second = await call("GET", "/api/openapi.json");
    expect(second.text).toBe(first.text);
    // Kept: the same promise of the same text, not a second build.
    expect(servedOpenApiJson()).toBe(servedOpenApiJson());
  });
});

describe("GET /api/reference", () => {
  it("serves the interactive reference of the document, its script from node_modules", async () => {
    const page = await call("GET", "/api/reference");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html");
    expect(page.text).toContain('url: "/api/openapi.json"');
    expect(page.text).toContain('src="/api/reference/standalone.js"');
    // Scalar's own services stay out: its agent, its hosted client, telemetry, the developer toolbar.
    expect(page.text).toMatch(/agent: \{ disabled: true \},\s+telemetry: false,\s+showDeveloperTools: "never"/);
    expect(page.text).not.toContain('id="api-reference"');
    // The theme's fonts would come from fonts.scalar.com.
    expect(page.text).toContain("--scalar-font: system-ui, sans-serif !important");
    const script = await call("GET", "/api/reference/standalone.js");
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toBe("text/javascript");
    expect(script.text).toContain("createApiReference");
  });
});
