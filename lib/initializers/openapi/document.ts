import { dereference, upgrade, validate } from "@scalar/openapi-parser";
import { parse as parseYaml } from "yaml";
import { DomainError, invalidInput, type FieldError } from "../../errors";

/** The parts of an OpenAPI 3.1 document the generator reads; the parser has validated the rest. */
export interface Schema {
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  nullable?: boolean;
  deprecated?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
}

export interface MediaType {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}

export interface Parameter {
  name: string;
  in: "query" | "header" | "path" | "cookie";
  description?: string;
  required?: boolean;
  deprecated?: boolean;
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}

export interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  parameters?: Parameter[];
  requestBody?: { description?: string; required?: boolean; content?: Record<string, MediaType> };
  responses?: Record<string, { description?: string; content?: Record<string, MediaType> }>;
  security?: Record<string, string[]>[];
}

export type PathItem = Partial<Record<HttpMethod, Operation>> & { parameters?: Parameter[] };

export interface SecurityScheme {
  type: "apiKey" | "http" | "oauth2" | "openIdConnect" | "mutualTLS";
  description?: string;
  name?: string;
  in?: "query" | "header" | "cookie";
  scheme?: string;
  bearerFormat?: string;
  flows?: Record<string, { authorizationUrl?: string; tokenUrl?: string; scopes?: Record<string, string> }>;
  openIdConnectUrl?: string;
}

export interface ServerObject {
  url: string;
  description?: string;
  variables?: Record<string, { default: string }>;
}

export interface ApiDocument {
  openapi: string;
  info: { title: string; version: string; summary?: string; description?: string; contact?: { name?: string; url?: string; email?: string }; license?: { name: string; url?: string } };
  servers?: ServerObject[];
  paths?: Record<string, PathItem>;
  tags?: { name: string; description?: string; "x-displayName"?: string }[];
  components?: { securitySchemes?: Record<string, SecurityScheme> };
  security?: Record<string, string[]>[];
  externalDocs?: { url: string; description?: string };
}

export const httpMethods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;
export type HttpMethod = (typeof httpMethods)[number];

export interface LoadedDocument {
  /** Upgraded to OpenAPI 3.1, every internal `$ref` resolved (cycles stay as shared objects). */
  document: ApiDocument;
  /** The version the document was written in, e.g. `2.0`, `3.0.3`. */
  sourceVersion: string;
}

const maxReportedErrors = 20;

/**
 * Parses (JSON or YAML), validates and normalizes an API description: Swagger 2.0 and
 * OpenAPI 3.0 are upgraded to 3.1. External `$ref`s are not followed. `field` names the
 * request field the document came from, for the problem's `errors`.
 */
export async function loadApiDocument(input: string | Record<string, unknown>, field: "body.spec" | "body.url"): Promise<LoadedDocument> {
  let value: unknown = input;
  if (typeof input === "string") {
    try {
      value = parseYaml(input, { maxAliasCount: 100 });
    } catch (error) {
      throw invalidInput(`The document is neither JSON nor YAML: ${(error as Error).message.split("\n")[0]}`, [{ path: field, message: "not JSON or YAML" }]);
    }
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw invalidInput("The document is not an OpenAPI object.", [{ path: field, message: "expected an object" }]);
  }
  const original = value as Record<string, unknown>;
  const sourceVersion = String(original.openapi ?? original.swagger ?? "");
  // The validator resolves references in place; the original stays intact for the upgrade.
  const validation = await validate(structuredClone(original));
  if (!validation.valid) throw invalidDocument(validation.errors ?? [], field);

  const upgraded = upgrade(original).specification;
  const resolved = dereference(upgraded);
  if (resolved.errors?.length || !resolved.schema) throw invalidDocument(resolved.errors ?? [], field);
  // The validator misses some dangling references; resolved ones no longer carry `$ref`.
  const dangling = unresolvedReferences(resolved.schema);
  if (dangling.length > 0) throw invalidDocument(dangling, field);
  return { document: resolved.schema as unknown as ApiDocument, sourceVersion };
}

function invalidDocument(errors: { path?: string[] | string; message: string }[], field: string): DomainError {
  const fieldErrors: FieldError[] = errors.slice(0, maxReportedErrors).map((error) => ({ path: [field, ...pointerSegments(error.path)].join("."), message: error.message }));
  const first = fieldErrors[0];
  const where = first && first.path !== field ? ` at ${first.path.slice(field.length + 1)}` : "";
  return invalidInput(`The OpenAPI document is invalid: ${first?.message ?? "unknown error"}${where}.`, fieldErrors.length > 0 ? fieldErrors : [{ path: field, message: "invalid" }]);
}

function unresolvedReferences(root: unknown): { path: string[]; message: string }[] {
  const found: { path: string[]; message: string }[] = [];
  const seen = new WeakSet<object>();
  const visit = (value: unknown, path: string[]) => {
    if (typeof value !== "object" || value === null || seen.has(value) || found.length >= maxReportedErrors) return;
    seen.add(value);
    const reference = (value as { $ref?: unknown }).$ref;
    if (typeof reference === "string") found.push({ path, message: `Can't resolve reference: ${reference}` });
    // Example values are data, where a `$ref` key means nothing.
    for (const [key, child] of Object.entries(value)) if (key !== "example" && key !== "value") visit(child, [...path, key]);
  };
  visit(root, []);
  return found;
}

/** `/paths/~1pets/get` (or a segment array) → `paths`, `/pets`, `get`. */
function pointerSegments(path: string[] | string | undefined): string[] {
  if (!path) return [];
  const segments = Array.isArray(path) ? path : path.split("/").slice(1);
  return segments.map((segment) => segment.replaceAll("~1", "/").replaceAll("~0", "~"));
}
