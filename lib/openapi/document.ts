import { z } from "zod";
import {
  createDocument,
  type ZodOpenApiMediaTypeObject,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiRequestBodyObject,
  type ZodOpenApiResponseObject,
  type ZodOpenApiResponsesObject,
} from "zod-openapi";
import { permissionTable } from "../auth/permissions";
import type { ErrorCode } from "../errors";
import { problemTypes } from "../http/problem";
import { routeOptionsOf, type ResponseBody, type ResponseDeclaration, type RouteOptions } from "../http/route";
import { withExplicitTypes } from "./explicit-types";
import { Problem } from "./problem";
import { apiPathOf, operationIdOf, pathParametersOf, tagOf, undocumentedRouteFiles, type RouteSource } from "./paths";

export const documentedMethods = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"] as const;

export type OpenApiDocument = ReturnType<typeof createDocument>;

/** The OpenAPI 3.1 document of every route built by route(), from the routes' own declarations. */
export async function buildOpenApiDocument(sources: RouteSource[]): Promise<OpenApiDocument> {
  const routes = await Promise.all(
    sources
      .filter((source) => !undocumentedRouteFiles.has(source.file))
      .map(async (source) => ({ path: apiPathOf(source.file), exports: await source.load() })),
  );
  // Versioned paths first, so they keep the plain operation ids.
  routes.sort((a, b) => Number(!a.path.startsWith("/api/v1/")) - Number(!b.path.startsWith("/api/v1/")) || a.path.localeCompare(b.path));
  const operationIds = new Set<string>();
  const paths: ZodOpenApiPathsObject = {};
  for (const { path, exports } of routes) {
    for (const method of documentedMethods) {
      const options = routeOptionsOf(exports[method]);
      if (!options) continue;
      paths[path] = { ...paths[path], [method.toLowerCase()]: operationOf(method, path, options, operationIds) };
    }
  }
  const tags = [...new Set(Object.values(paths).flatMap((item) => Object.values(item).flatMap((operation) => (operation as ZodOpenApiOperationObject).tags ?? [])))];
  const document = createDocument({
    openapi: "3.1.0",
    info: {
      title: "Docs Platform API",
      version: "1",
      description:
        "Write, version and publish documentation. Every call needs `Authorization: Bearer <token>` (a personal or organization token) unless marked public. Errors are RFC 9457 problem documents; lists are paginated with `?limit=&cursor=`, the next page's cursor in `Link` and `X-Next-Cursor`.",
    },
    security: [{ bearer: [] }],
    tags: tags.sort().map((name) => ({ name })),
    paths,
    components: {
      responses: problemResponseComponents(),
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", description: "A personal token (`dp_pat_…`), an organization token (`dp_org_…`) or, for the feedback endpoints, a customer session (`dp_cus_…`)." },
      },
    },
  }, { override: withoutImpliedConstraints });
  return withExplicitTypes(document);
}

/** Formats whose standard meaning says what zod's regular expression for them does. */
const selfDescribingFormats = new Set(["date-time", "date", "email", "uuid"]);

/**
 * Drops what zod writes for every schema of a kind and a reader gains nothing from: the safe
 * integer range of each `int()` (±9007199254740991) and the regular expression beside a format
 * that already says it. The reference showed both on every field; the server validates them still.
 */
function withoutImpliedConstraints({ jsonSchema }: { jsonSchema: Record<string, unknown> }) {
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
  if (typeof jsonSchema.format === "string" && selfDescribingFormats.has(jsonSchema.format)) delete jsonSchema.pattern;
}

function operationOf(method: string, path: string, options: RouteOptions, operationIds: Set<string>): ZodOpenApiOperationObject {
  return {
    operationId: operationIdOf(method, path, operationIds),
    summary: options.summary,
    tags: [tagOf(path)],
    description: accessDescription(options),
    ...(options.auth === "public" ? { security: [] } : {}),
    requestParams: withoutUndefined({ path: pathParameters(path, options.params), query: objectSchemaOf(options.query) }),
    ...withoutUndefined({ requestBody: requestBodyOf(options) }),
    responses: { ...successResponses(options), ...problemResponses(path, options) },
  };
}

const withoutUndefined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;

function accessDescription(options: RouteOptions): string | undefined {
  if (options.auth === "public") return "Public: no token needed.";
  if (options.auth === "system-admin") return "System administrators only.";
  if (options.auth === "internal") return "Internal: the server-to-server token (`INTERNAL_API_TOKEN`), from an allowed network only.";
  if (options.permission) return `Permission \`${options.permission}\`: ${permissionTable[options.permission].join(", ")}.`;
  return undefined;
}

/** A declared schema's object shape, seen through transforms (`z.object(…).transform(…)`). */
function objectSchemaOf(schema: z.ZodType | undefined): z.ZodObject | undefined {
  let current: unknown = schema;
  while (current instanceof z.ZodPipe) current = current.in;
  return current instanceof z.ZodObject ? current : undefined;
}

/** Every `{name}` of the path, as the params schema declares it (a plain string where it does not). */
function pathParameters(path: string, params: z.ZodType | undefined): z.ZodObject | undefined {
  const names = pathParametersOf(path);
  if (names.length === 0) return undefined;
  const shape = objectSchemaOf(params)?.shape ?? {};
  return z.object(Object.fromEntries(names.map((name) => [name, shape[name] ?? z.string()])));
}

function requestBodyOf(options: RouteOptions): ZodOpenApiRequestBodyObject | undefined {
  if (options.body) return { required: !options.bodyOptional, content: { "application/json": jsonMediaType(options.body) } };
  if (!options.upload) return undefined;
  if ("form" in options.upload) return { required: true, content: { "multipart/form-data": { schema: options.upload.form } } };
  return { required: true, content: { [options.upload.bytes]: { schema: { type: "string", contentMediaType: options.upload.bytes } } } };
}

/**
 * zod-openapi writes a schema's `.meta({ examples })` into the schema object (JSON Schema's
 * `examples`); a body's or an answer's own examples go on its media type as well, as named
 * Example Objects, where OpenAPI tools look for them.
 */
function jsonMediaType(schema: z.ZodType): ZodOpenApiMediaTypeObject {
  const examples = z.globalRegistry.get(schema)?.examples;
  if (!Array.isArray(examples) || examples.length === 0) return { schema };
  const name = (index: number) => (examples.length === 1 ? "example" : `example${index + 1}`);
  return { schema, examples: Object.fromEntries(examples.map((value, index) => [name(index), { value }])) };
}

const nextCursorHeader = { description: "The `cursor` of the next page, when more remain", schema: { type: "string" as const } };

/** Lists that take a cursor say where the next page starts in two headers (lib/http/paginated.ts). */
const paginationHeaders = {
  link: { description: 'The next page: `<…?cursor=…>; rel="next"`, when more remain', schema: { type: "string" as const } },
  "x-next-cursor": nextCursorHeader,
};

/**
 * The exception `paginatedByBody` (lib/http/paginated.ts): a list whose cursor goes in the
 * body answers an array with `X-Next-Cursor` alone. (Search, whose cursor goes in the body too,
 * answers an object that holds its `next_cursor`.)
 */
function paginationHeadersOf(options: RouteOptions, answer: ResponseDeclaration | undefined): ZodOpenApiResponseObject["headers"] {
  if (objectSchemaOf(options.query)?.shape.cursor !== undefined) return paginationHeaders;
  const body = options.body instanceof z.ZodDefault ? (options.body.unwrap() as z.ZodType) : options.body;
  if (objectSchemaOf(body)?.shape.cursor !== undefined && answer instanceof z.ZodArray) return { "x-next-cursor": nextCursorHeader };
  return undefined;
}

function successResponses(options: RouteOptions): ZodOpenApiResponsesObject {
  const declared: [string, ResponseDeclaration | undefined][] = options.responses
    ? Object.entries(options.responses)
    : [[String(options.status ?? 200), undefined]];
  return Object.fromEntries(
    declared.map(([status, declaration]) => {
      const response: ZodOpenApiResponseObject = { description: successDescription(Number(status)), ...contentOf(declaration) };
      const headers = status === "200" ? paginationHeadersOf(options, declaration) : undefined;
      if (headers) response.headers = headers;
      return [status, response];
    }),
  );
}

function successDescription(status: number): string {
  if (status === 201) return "Created";
  if (status === 202) return "Accepted";
  if (status === 204) return "No content";
  if (status === 304) return "Not modified";
  if (status >= 300 && status < 400) return "Redirect";
  return "Success";
}

function contentOf(declaration: ResponseDeclaration | undefined): Partial<Pick<ZodOpenApiResponseObject, "content" | "description">> {
  // Undeclared: some JSON.
  if (declaration === undefined) return { content: { "application/json": { schema: {} } } };
  if (declaration === null) return {};
  const bodies: readonly ResponseBody[] = Array.isArray(declaration) ? declaration : [declaration as ResponseBody];
  const descriptions = bodies.flatMap((body) => (body instanceof z.ZodType || !body.description ? [] : [body.description]));
  return {
    ...(descriptions.length > 0 ? { description: descriptions.join("; ") } : {}),
    content: Object.fromEntries(
      bodies.map((body) =>
        body instanceof z.ZodType ? ["application/json", jsonMediaType(body)] : [body.mediaType, { schema: body.schema ?? { type: "string" } }],
      ),
    ),
  };
}

/** The problems a declaration implies, and those the route names itself. */
function problemCodesOf(path: string, options: RouteOptions): ErrorCode[] {
  const codes = new Set<ErrorCode>();
  if (options.query || options.body || options.upload) codes.add("invalid_input");
  if (options.auth !== "public") codes.add("unauthenticated");
  if (options.permission || options.auth === "system-admin" || options.auth === "internal" || typeof options.auth === "function") codes.add("forbidden");
  if (options.permission || pathParametersOf(path).length > 0) codes.add("not_found");
  for (const code of options.problems ?? []) codes.add(code);
  return [...codes].sort((a, b) => problemTypes[a].status - problemTypes[b].status);
}

const problemResponseName = (code: ErrorCode) => code.split("_").map((word) => word[0]!.toUpperCase() + word.slice(1)).join("");

/** One response component per error code, which operations refer to. */
function problemResponseComponents(): Record<string, ZodOpenApiResponseObject> {
  return Object.fromEntries(
    (Object.keys(problemTypes) as ErrorCode[]).map((code) => {
      const response: ZodOpenApiResponseObject = {
        description: `${problemTypes[code].title} (\`${code}\`)`,
        content: { "application/problem+json": { schema: Problem } },
      };
      if (code === "rate_limited") response.headers = { "retry-after": { description: "Seconds to wait before trying again", schema: { type: "integer" } } };
      return [problemResponseName(code), response];
    }),
  );
}

function problemResponses(path: string, options: RouteOptions): ZodOpenApiResponsesObject {
  return Object.fromEntries(
    problemCodesOf(path, options).map((code) => [String(problemTypes[code].status), { $ref: `#/components/responses/${problemResponseName(code)}` }]),
  );
}
