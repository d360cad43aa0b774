import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { routeOptionsOf, type RouteOptions } from "@/lib/http/route";
import { api, routeFiles, type CallOptions } from "../helpers/api";
import { makeOrganization, makeUser } from "../helpers/fixtures";
import { makeOrganizationToken, makeProject } from "../events/helpers";

/**
 * Every route's declared input, filled as its schemas describe, but with the text PostgreSQL
 * cannot store (a NUL character) or a value nested 50,000 levels deep wherever the schema
 * takes any text or any JSON: whatever a route does with it, the answer is a 4xx, never a 5xx.
 */

type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

type Poison = "nul" | "deep";
const nulText = "\u0000fuzz text";
/** Stands for the deep value until the body is written out (JSON.stringify would overflow on it). */
const deepPlaceholder = "__deep_value__";
const deepLevels = 50_000;

const patternCandidates = ["fuzz", "fuzz-1", "v1", "1", "a", "A", "#336699", "1.0.0", "en", "GET", "/fuzz"];

/** A value the schema accepts, poisoned wherever it takes free text (nul) or any JSON (deep). */
function sample(schema: JsonSchema, root: JsonSchema, poison: Poison, placed: { done: boolean }, depth = 0): unknown {
  if (depth > 8) return null;
  if (schema.$ref) return sample(root.$defs?.[schema.$ref.split("/").at(-1)!] ?? {}, root, poison, placed, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    if (isAnyJson(branches)) return poisonValue(poison, placed);
    return sample(branches.find((branch) => branch.type !== "null") ?? branches[0]!, root, poison, placed, depth + 1);
  }
  if (schema.allOf) return sample(schema.allOf[0]!, root, poison, placed, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "string":
      return text(schema, poison, placed);
    case "integer":
    case "number":
      return Math.min(schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1, schema.maximum ?? Number.MAX_SAFE_INTEGER);
    case "boolean":
      return true;
    case "null":
      return null;
    case "array":
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sample(schema.items ?? {}, root, poison, placed, depth + 1));
    case "object": {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) value[key] = sample(property, root, poison, placed, depth + 1);
      if (typeof schema.additionalProperties === "object") value.fuzz = sample(schema.additionalProperties, root, poison, placed, depth + 1);
      return value;
    }
    default:
      // No constraint: any JSON.
      return poisonValue(poison, placed);
  }
}

const isAnyJson = (branches: JsonSchema[]) => ["string", "array", "object"].every((type) => branches.some((branch) => branch.type === type));

function poisonValue(poison: Poison, placed: { done: boolean }) {
  placed.done = true;
  return poison === "nul" ? nulText : deepPlaceholder;
}

function text(schema: JsonSchema, poison: Poison, placed: { done: boolean }): string {
  switch (schema.format) {
    case "email":
      return "fuzz@example.test";
    case "uuid":
      return randomUUID();
    case "uri":
      return "https://example.test/fuzz";
    case "date-time":
      return new Date().toISOString();
  }
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, "u");
    return patternCandidates.find((candidate) => pattern.test(candidate)) ?? "fuzz";
  }
  if (poison === "deep") return "fuzz text".padEnd(schema.minLength ?? 0, "z").slice(0, schema.maxLength);
  placed.done = true;
  return nulText.padEnd(schema.minLength ?? 0, "z").slice(0, schema.maxLength);
}

/** The body as JSON text, the poison added at the top when the schema had no place for it. */
function poisonedBody(schema: z.ZodType, poison: Poison): string {
  const jsonSchema = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  const placed = { done: false };
  let value = sample(jsonSchema, jsonSchema, poison, placed);
  if (!placed.done) {
    value = value !== null && typeof value === "object" && !Array.isArray(value) ? { ...value, fuzz: poisonValue(poison, placed) } : poisonValue(poison, placed);
  }
  return JSON.stringify(value).replaceAll(`"${deepPlaceholder}"`, "[".repeat(deepLevels) + "]".repeat(deepLevels));
}

interface Target {
  method: string;
  segments: string[];
  options: RouteOptions;
}

const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

let ids: { organization: string; project: string };
let tokens: { user: string; organization: string };

beforeAll(async () => {
  const admin = await makeUser({ systemAdmin: true });
  const organization = await makeOrganization(admin);
  ids = { organization, project: await makeProject(organization, admin) };
  tokens = { user: admin.token, organization: await makeOrganizationToken(organization, admin, "member") };
});

async function targets(): Promise<Target[]> {
  const found: Target[] = [];
  for (const entry of routeFiles) {
    const exports = await entry.load();
    for (const method of methods) {
      const options = routeOptionsOf(exports[method]);
      if (options) found.push({ method, segments: entry.segments, options });
    }
  }
  return found;
}

function pathOf(target: Target, poisonedParam = false): string {
  const dynamic = target.segments.map((segment, index) => (segment.startsWith("[") ? index : -1)).filter((index) => index >= 0);
  return (
    "/" +
    target.segments
      .map((segment, index) => {
        if (poisonedParam && index === dynamic.at(-1)) return "fuzz%00text";
        if (segment === "[organization_id]") return ids.organization;
        if (segment === "[documentation_id]" || segment === "[project_id]") return ids.project;
        if (segment.startsWith("[...")) return "fuzz";
        return segment.startsWith("[") ? randomUUID() : segment;
      })
      .join("/")
  );
}

/** Credentials that pass the route's authentication, so the input is what gets judged. */
function credentials(options: RouteOptions): CallOptions {
  if (options.auth === "public") return {};
  if (options.auth === "internal") return { headers: { authorization: `Bearer ${process.env.INTERNAL_API_TOKEN}` }, peer: "127.0.0.1" };
  if (typeof options.auth === "function") return { token: tokens.organization };
  return { token: tokens.user };
}

async function send(target: Target, path: string, body?: string) {
  const response = await api[target.method.toLowerCase() as Lowercase<(typeof methods)[number]>](path, {
    ...credentials(target.options),
    ...(body === undefined ? {} : { body, headers: { ...credentials(target.options).headers, "content-type": "application/json" } }),
  });
  return `${response.status} ${target.method} ${path.replace(ids.organization, "ORG").replace(ids.project, "DOC")}`;
}

const failures = (answers: string[]) => answers.filter((answer) => !answer.startsWith("4"));
const refusedAsInput = (answers: string[]) => answers.filter((answer) => answer.startsWith("400 "));

describe("every route's input, poisoned", () => {
  it("answers 4xx to a body with a NUL character in its text, or nested 50,000 levels deep", { timeout: 120_000 }, async () => {
    const withBody = (await targets()).filter((target) => target.options.body);
    expect(withBody.length).toBeGreaterThan(40);
    for (const poison of ["nul", "deep"] as const) {
      const answers: string[] = [];
      for (const target of withBody) answers.push(await send(target, pathOf(target), poisonedBody(target.options.body!, poison)));
      expect(failures(answers), poison).toEqual([]);
      // The poison itself is refused, not some other part of the request.
      expect(answers.length - refusedAsInput(answers).length, `${poison}: ${answers.join("\n")}`).toBeLessThan(answers.length / 10);
    }
  });

  it("answers 4xx to a NUL character in the query string or in a path parameter", { timeout: 120_000 }, async () => {
    const all = await targets();
    const answers: string[] = [];
    for (const target of all.filter((candidate) => candidate.options.query)) {
      const schema = z.toJSONSchema(target.options.query!, { io: "input", unrepresentable: "any" }) as JsonSchema;
      const query = Object.keys(schema.properties ?? { q: {} }).map((key) => `${key}=fuzz%00text`).join("&");
      answers.push(await send(target, `${pathOf(target)}?${query}`));
    }
    for (const target of all.filter((candidate) => candidate.segments.some((segment) => segment.startsWith("[")) && candidate.method === "GET")) {
      answers.push(await send(target, pathOf(target, true)));
    }
    expect(answers.length).toBeGreaterThan(20);
    expect(failures(answers)).toEqual([]);
  });
});
