import { createHash } from "node:crypto";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { call, type ApiResponse, type CallOptions } from "../helpers/api";
import { addMember, makeOrganization, makeUser, type TestUser } from "../helpers/fixtures";
import { changedTables, organizationDigest } from "../helpers/organization-digest";
import { dynamicNames, jsonSchemaOf, parameterMeanings, routeTargets, type RouteTarget } from "../helpers/route-targets";
import { bodyArbitrary, hostileText, validArbitrary } from "../helpers/schema-arbitrary";
import { makeOrganizationToken, makeProject } from "../events/helpers";

/**
 * Every route's declared input, generated from its zod schemas with fast-check: valid bodies,
 * bodies with a field replaced, added or dropped, hostile values (wrong types, huge and
 * unstorable text, deep nesting, numbers at the edges), hostile query strings and path
 * identifiers. Whatever arrives, the answer is never a 5xx, and an answer of 4xx leaves the
 * organization's stored data exactly as it was.
 *
 * FUZZ_SEED replays a run (the seed is printed); FUZZ_REQUESTS sets its size.
 */

const seed = Number(process.env.FUZZ_SEED ?? 20_261_125);
const requestsPerRun = Number(process.env.FUZZ_REQUESTS ?? 10_000);

interface FuzzRequest {
  path: string;
  params: Record<string, string>;
  query: string;
  body?: string;
  contentType?: string;
  shape: string;
}

let organizationId: string;
let ids: Record<string, string>;
let owner: TestUser;
let organizationToken: string;

beforeAll(async () => {
  owner = await makeUser({ systemAdmin: true });
  organizationId = await makeOrganization(owner, "Fuzz Org");
  const projectId = await makeProject(organizationId, owner);
  const initialized = await call("POST", `/api/v1/documentation/${organizationId}/${projectId}/initialize-blank`, { token: owner.token });
  if (initialized.status !== 201) throw new Error(`initialize failed: ${initialized.text}`);
  const member = await addMember(organizationId, owner, "member");
  organizationToken = await makeOrganizationToken(organizationId, owner, "member");
  // The feedback workspace is made on its first use, by whatever request comes first.
  await call("GET", "/api/v1/tasks/statuses", { token: organizationToken });
  const spareToken = await call("POST", `/api/v1/organization/${organizationId}/tokens`, { token: owner.token, json: { name: "spare" } });
  ids = {
    organization_id: organizationId,
    documentation_id: projectId,
    project_id: projectId,
    version_id: initialized.body.version_id,
    section_id: initialized.body.section_id,
    entry_id: initialized.body.entry_id,
    user_id: member.id,
    token_id: spareToken.body.token_id,
  };
}, 300_000);

/** Credentials that pass the route's authentication, so the input is what gets judged. */
function credentials(target: RouteTarget): CallOptions {
  const auth = target.options.auth;
  if (auth === "public") return {};
  if (auth === "internal") return { headers: { authorization: `Bearer ${process.env.INTERNAL_API_TOKEN}` }, peer: "127.0.0.1" };
  if (typeof auth === "function") return { token: organizationToken };
  return { token: owner.token };
}

const asQueryValue = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value) ?? "");

function queryArbitrary(target: RouteTarget): fc.Arbitrary<string> {
  const schema = target.options.query ? jsonSchemaOf(target.options.query) : undefined;
  const keys = Object.keys(schema?.properties ?? {});
  const hostile = fc
    .array(fc.tuple(keys.length ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 })) : fc.string({ maxLength: 8 }), hostileText), { minLength: 1, maxLength: 3 })
    .map((pairs) => new URLSearchParams(pairs).toString());
  const withNul = fc.constantFrom(...(keys.length ? keys : ["q"])).map((key) => `${encodeURIComponent(key)}=fuzz%00text`);
  if (!schema) return fc.oneof({ weight: 6, arbitrary: fc.constant("") }, { weight: 1, arbitrary: hostile }, { weight: 1, arbitrary: withNul });
  const valid = validArbitrary(schema, schema, (key) => ids[key]).map((value) =>
    new URLSearchParams(Object.entries((value ?? {}) as Record<string, unknown>).map(([key, item]) => [key, asQueryValue(item)])).toString(),
  );
  return fc.oneof({ weight: 4, arbitrary: valid }, { weight: 3, arbitrary: hostile }, { weight: 1, arbitrary: withNul });
}

/** A path identifier as it arrives: a real one, or hostile text in one place. */
function paramsArbitrary(target: RouteTarget): fc.Arbitrary<Record<string, string>> {
  const meanings = parameterMeanings(target);
  const names = dynamicNames(target);
  const real = Object.fromEntries(names.map((name) => [name, ids[meanings[name]!] ?? "00000000-0000-4000-8000-000000000000"]));
  if (names.length === 0) return fc.constant({});
  return fc.oneof(
    { weight: 5, arbitrary: fc.constant(real) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...names), hostileText).map(([name, text]) => ({ ...real, [name]: text || "x" })) },
  );
}

/** Nested 50,000 levels: JSON.parse alone would spend long on it, and walking it overflows the stack. */
const deeplyNested = "[".repeat(50_000) + "]".repeat(50_000);

function requestArbitrary(target: RouteTarget): fc.Arbitrary<FuzzRequest> {
  const bodySchema = target.options.body ? jsonSchemaOf(target.options.body) : undefined;
  const body = bodySchema
    ? bodyArbitrary(validArbitrary(bodySchema, bodySchema, (key) => ids[key])).map(({ shape, value }) => ({ shape, text: JSON.stringify(value) ?? "" }))
    : fc.constant({ shape: "none", text: undefined as string | undefined });
  const malformed = fc.constantFrom(deeplyNested, "{", "[1,", '{"a":1}{"b":2}', "\u0000", '"\\u0000"', "").map((text) => ({ shape: "malformed", text }));
  const contentType = fc.oneof({ weight: 12, arbitrary: fc.constant("application/json") }, { weight: 1, arbitrary: fc.constantFrom("text/plain", undefined) });
  const anyBody = bodySchema ? fc.oneof({ weight: 12, arbitrary: body }, { weight: 1, arbitrary: malformed }) : body;
  return fc.record({ params: paramsArbitrary(target), query: queryArbitrary(target), body: anyBody, contentType }).map(({ params, query, body, contentType }) => ({
    path: pathWith(target, params),
    params,
    query,
    body: body.text,
    contentType: body.text === undefined ? undefined : contentType,
    shape: `params ${Object.values(params).some((value) => !Object.values(ids).includes(value)) ? "hostile" : "real"}, body ${body.shape}`,
  }));
}

function pathWith(target: RouteTarget, params: Record<string, string>): string {
  return (
    "/" +
    target.segments
      .map((segment) => {
        if (!segment.startsWith("[")) return segment;
        if (segment.startsWith("[...") || segment.startsWith("[[...")) return "fuzz";
        const value = params[segment.slice(1, -1)]!;
        // ".." would leave the route; a lone surrogate has no URL form.
        return value === "." || value === ".." ? `${value}x` : encodeURIComponent(wellFormed(value));
      })
      .join("/")
  );
}

/** As a URL carries text: a lone surrogate has no UTF-8 form and becomes U+FFFD. */
const wellFormed = (text: string) => text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");

/** Whether the route wrapper's own schemas refuse the request (then nothing may have run). */
function refusedBySchemas(target: RouteTarget, request: FuzzRequest): boolean {
  const { params, query, body, bodyOptional } = target.options;
  const decoded = Object.fromEntries(Object.entries(request.params).map(([name, value]) => [name, wellFormed(value)]));
  const refuses = (schema: z.ZodType, value: unknown) => {
    try {
      return !schema.safeParse(value).success;
    } catch {
      return false; // a schema that throws: the request goes on its own, and its 500 is reported
    }
  };
  if (params && refuses(params, decoded)) return true;
  if (query && refuses(query, Object.fromEntries(new URLSearchParams(request.query)))) return true;
  if (!body) return false;
  if (request.body === undefined || request.body.trim() === "") return !bodyOptional || refuses(body, undefined);
  if (request.contentType !== "application/json") return true;
  let value: unknown;
  try {
    value = JSON.parse(request.body);
  } catch {
    return true;
  }
  return refuses(body, value);
}

/**
 * 502, 503 and 504 problems are answers, not failures: a service this server is not configured
 * for (no AI provider, no Git provider here) or an outside address that could not be reached.
 */
const deliberate = (response: ApiResponse) =>
  ["unavailable", "upstream_failed", "upstream_timeout"].includes(response.body?.code) &&
  response.headers.get("content-type")?.startsWith("application/problem+json");

const label = (target: RouteTarget) => `${target.method} ${target.file.replace(/^\/app/, "").replace(/\/route\.ts$/, "")}`;

/** Routes that delete the organization or project everything else runs in go last. */
function runOrder(targets: RouteTarget[]): RouteTarget[] {
  const rank = (target: RouteTarget) => {
    if (target.method !== "DELETE") return 0;
    const last = target.segments.at(-1);
    if (last === "[organization_id]") return 3;
    if (last === "[documentation_id]" || last === "[project_id]") return 2;
    return 1;
  };
  return [...targets].sort((a, b) => rank(a) - rank(b));
}

/** A seed per route, so adding a route leaves the others' requests as they were. */
const seedOf = (target: RouteTarget) => createHash("sha256").update(`${seed} ${label(target)}`).digest().readInt32LE(0);

describe("every route's input, generated from its schemas", () => {
  it(`answers never with a 5xx, and a 4xx changes nothing (FUZZ_SEED=${seed})`, { timeout: 900_000 }, async () => {
    const targets = runOrder(await routeTargets());
    const perRoute = Math.ceil(requestsPerRun / targets.length);
    console.info(`input fuzz: seed ${seed} (FUZZ_SEED), ${perRoute} requests for each of ${targets.length} route methods`);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    let fingerprints = 0;
    let fingerprintMs = 0;
    const fingerprint = async () => {
      const begun = performance.now();
      const digest = await organizationDigest(organizationId);
      fingerprints++;
      fingerprintMs += performance.now() - begun;
      return digest;
    };
    const started = performance.now();

    for (const target of targets) {
      const requests = fc.sample(requestArbitrary(target), { seed: seedOf(target), numRuns: perRoute });
      const describe = (request: FuzzRequest, status: number) =>
        `${label(target)} [${request.shape}] ${status}: ${request.path.slice(0, 200)}?${request.query.slice(0, 100)} ${request.body?.slice(0, 200) ?? ""}`;
      const send = async (request: FuzzRequest) => {
        const options = credentials(target);
        const headers = { ...options.headers, ...(request.contentType ? { "content-type": request.contentType } : {}) };
        const response = await call(target.method, `${request.path}${request.query ? `?${request.query}` : ""}`, { ...options, headers, body: request.body });
        sent++;
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status >= 500 && !deliberate(response)) failures.push(`${describe(request, response.status)} → ${response.text.slice(0, 300)}`);
        return response.status;
      };

      // Requests the schemas refuse never reach a handler, and reads change nothing: one
      // fingerprint before and after them all.
      const grouped = requests.filter((request) => target.method === "GET" || refusedBySchemas(target, request));
      let before = await fingerprint();
      let succeeded = false;
      for (const request of grouped) {
        const status = await send(request);
        succeeded ||= status < 400;
        if (status < 400 && target.method !== "GET") failures.push(`${describe(request, status)} → accepted input its schemas refuse`);
      }
      let after = await fingerprint();
      // A read that succeeded may record something (an OAuth callback does); refused ones may not.
      if (!succeeded && changedTables(before, after).length) failures.push(`${label(target)}: refused input changed ${changedTables(before, after).join(", ")}`);
      // Writes that pass the schemas may fail later: each 4xx is checked on its own.
      for (const request of requests.filter((candidate) => !grouped.includes(candidate))) {
        before = after;
        const status = await send(request);
        after = await fingerprint();
        const changed = changedTables(before, after);
        if (status >= 400 && changed.length) failures.push(`${describe(request, status)} → changed ${changed.join(", ")}`);
      }
    }

    const seconds = (performance.now() - started) / 1000;
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(" ");
    console.info(`input fuzz: ${sent} requests in ${seconds.toFixed(0)} s (seed ${seed}): ${byStatus}`);
    console.info(`input fuzz: ${fingerprints} fingerprints of the organization's data took ${(fingerprintMs / 1000).toFixed(0)} s`);
    expect(sent).toBeGreaterThanOrEqual(requestsPerRun);
    expect(failures).toEqual([]);
  });
});
