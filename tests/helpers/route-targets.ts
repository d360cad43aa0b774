import { randomUUID } from "node:crypto";
import { z } from "zod";
import { routeOptionsOf, type RouteOptions } from "@/lib/http/route";
import { routeFiles } from "./api";

/** Every method of every route file under app/api built by `route()`, with its declared options. */
export interface RouteTarget {
  file: string;
  method: (typeof routeMethods)[number];
  segments: string[];
  options: RouteOptions;
}

export const routeMethods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

export async function routeTargets(): Promise<RouteTarget[]> {
  const found: RouteTarget[] = [];
  for (const entry of routeFiles) {
    const exports = await entry.load();
    for (const method of routeMethods) {
      const options = routeOptionsOf(exports[method]);
      if (options) found.push({ file: entry.file, method, segments: entry.segments, options });
    }
  }
  return found;
}

/** The names of the path's dynamic segments, in order (`[...rest]` as `rest`). */
export const dynamicNames = (target: RouteTarget) =>
  target.segments.flatMap((segment) => (segment.startsWith("[") ? [segment.replace(/^\[+(\.\.\.)?|\]+$/g, "")] : []));

/**
 * What each path parameter names once the route's schema has parsed it: a schema may rename
 * (the search route's first level is the organization although its folder says otherwise).
 */
export function parameterMeanings(target: RouteTarget): Record<string, string> {
  const names = dynamicNames(target);
  const meanings = Object.fromEntries(names.map((name) => [name, name]));
  if (!target.options.params) return meanings;
  const placeholders = Object.fromEntries(names.map((name, index) => [name, `placeholder${index}x`]));
  const parsed = target.options.params.safeParse(placeholders);
  if (parsed.success && parsed.data && typeof parsed.data === "object") {
    for (const [meaning, value] of Object.entries(parsed.data as Record<string, unknown>)) {
      const name = names.find((candidate) => placeholders[candidate] === value);
      if (name) meanings[name] = meaning;
    }
  }
  return meanings;
}

/** The access scope the route wrapper resolves from the parsed path (see resolveAccess in lib/http/route.ts). */
export function accessScope(target: RouteTarget): "documentation" | "organization" | null {
  const meanings = Object.values(parameterMeanings(target));
  if (meanings.includes("documentation_id") || meanings.includes("project_id")) return "documentation";
  if (meanings.includes("organization_id")) return "organization";
  return null;
}

/** An identifier the route's path schema accepts for a parameter no test data exists for. */
export function unknownIdFor(target: RouteTarget, name: string): string {
  const shape = target.options.params instanceof z.ZodObject ? (target.options.params.shape as Record<string, z.ZodType>) : {};
  const accepts = (candidate: string) => shape[name]?.safeParse(candidate).success ?? true;
  return [randomUUID(), "424242"].find(accepts) ?? randomUUID();
}

/** The path with each parameter filled by meaning (`ids`), or by an unknown identifier. */
export function pathFor(target: RouteTarget, ids: (meaning: string) => string | undefined): string {
  const meanings = parameterMeanings(target);
  const filled = target.segments.map((segment) => {
    if (!segment.startsWith("[")) return segment;
    const name = segment.replace(/^\[+(\.\.\.)?|\]+$/g, "");
    if (segment.startsWith("[...") || segment.startsWith("[[...")) return "fuzz";
    return encodeURIComponent(ids(meanings[name]!) ?? unknownIdFor(target, name));
  });
  return "/" + filled.join("/");
}

export type JsonSchema = {
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
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

export const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

/** Resolves a local `$ref` against the root document. */
export const resolved = (schema: JsonSchema, root: JsonSchema): JsonSchema =>
  schema.$ref ? resolved(root.$defs?.[schema.$ref.split("/").at(-1)!] ?? {}, root) : schema;

const patternCandidates = ["sample", "sample-1", "v1", "1", "a", "A", "#336699", "1.0.0", "en", "GET", "/sample"];

/** Text the schema accepts: its format, a candidate its pattern matches, or plain text of an allowed length. */
export function sampleText(schema: JsonSchema): string {
  switch (schema.format) {
    case "email":
      return "sample@example.test";
    case "uuid":
      return randomUUID();
    case "uri":
    case "url":
      return "https://example.test/sample";
    case "date-time":
      return new Date().toISOString();
    case "date":
      return new Date().toISOString().slice(0, 10);
  }
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, "u");
    return patternCandidates.find((candidate) => pattern.test(candidate)) ?? "sample";
  }
  return "sample text".padEnd(schema.minLength ?? 0, "z").slice(0, schema.maxLength);
}

export function sampleNumber(schema: JsonSchema): number {
  const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
  return Math.min(low, schema.maximum ?? Number.MAX_SAFE_INTEGER);
}

/**
 * A value the JSON schema accepts, every property present. `idFor` supplies identifiers by
 * property name (`version_id`, or `documentation_ids` for a list), so a body can name real data.
 */
export function sampleValue(schema: JsonSchema, root: JsonSchema, idFor: (key: string) => string | undefined = () => undefined, key = "", depth = 0): unknown {
  if (depth > 8) return null;
  const node = resolved(schema, root);
  if (node.const !== undefined) return node.const;
  if (node.enum) return node.enum[0];
  const branches = node.anyOf ?? node.oneOf;
  if (branches) return sampleValue(branches.find((branch) => branch.type !== "null") ?? branches[0]!, root, idFor, key, depth + 1);
  if (node.allOf) return sampleValue(node.allOf[0]!, root, idFor, key, depth + 1);
  const type = Array.isArray(node.type) ? node.type.find((candidate) => candidate !== "null") : node.type;
  switch (type) {
    case "string":
      return idFor(key) ?? sampleText(node);
    case "integer":
    case "number":
      return sampleNumber(node);
    case "boolean":
      return true;
    case "null":
      return null;
    case "array": {
      const id = key.endsWith("_ids") ? idFor(key.slice(0, -1)) : undefined;
      if (id) return [id];
      return Array.from({ length: Math.max(1, node.minItems ?? 1) }, () => sampleValue(node.items ?? {}, root, idFor, key, depth + 1));
    }
    case "object":
      return Object.fromEntries(
        Object.entries(node.properties ?? {}).map(([name, property]) => [name, sampleValue(property, root, idFor, name, depth + 1)]),
      );
    default:
      return "sample text";
  }
}

/** A body the route's schema describes (undefined for routes without a JSON body). */
export function sampleBody(target: RouteTarget, idFor?: (key: string) => string | undefined): unknown {
  if (!target.options.body) return undefined;
  const schema = jsonSchemaOf(target.options.body);
  return sampleValue(schema, schema, idFor);
}
