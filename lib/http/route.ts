import { randomUUID } from "node:crypto";
import type { NextRequest } from "next/server";
import { z } from "zod";
import { recordRequest, requestAuditScope } from "../audit/request";
import { authenticate } from "../auth/authenticate";
import {
  assertPermission,
  resolveDocumentationAccess,
  resolveOrganizationAccess,
  type DocumentationAccess,
  type OrganizationAccess,
} from "../auth/access";
import type { Permission } from "../auth/permissions";
import { isSystemAdministrator, type Principal } from "../auth/principal";
import { DomainError, type ErrorCode, type FieldError } from "../errors";
import { Prisma } from "../generated/prisma/client";
import { log } from "../log";
import type { Upload } from "../upload";
import { answerMismatch, answerMismatchResponse, checksAnswers } from "./answers";
import { missingRequiredTwoFactor, twoFactorRequired } from "../two-factor/service";
import { assertInternalCaller } from "./internal";
import { defaultJsonLimitBytes, isJsonContentType, readTextCapped } from "./body";
import { assertJsonDepth, assertStorableStrings, mayHoldUnstorableStrings } from "./input-checks";
import { asNextRequest } from "./next-request";
import { internalErrorResponse, problemResponse } from "./problem";
import { requestUpload } from "./upload";

/**
 * Who may call a route:
 * - `user` (default): any valid token or dashboard session;
 * - `system-admin`: a system administrator's personal credentials;
 * - `internal`: the server-to-server token from an internal address;
 * - `public`: no authentication;
 * - an `Authenticator` function: a domain's own credentials; its result is `caller`.
 */
export type RouteAuth = "user" | "system-admin" | "internal" | "public" | Authenticator<unknown>;

/** Authenticates a request by a domain's own rules (throws DomainError to refuse). */
export type Authenticator<C> = (request: NextRequest) => Promise<C>;

export interface RouteOptions {
  /**
   * What the operation does, as a short imperative phrase ("Create an API token"): the API
   * document's summary, the typed client's doc comment and the audit log's description.
   */
  summary: string;
  auth?: RouteAuth;
  /**
   * The action from the permission table. The scope comes from the path: a
   * `documentation_id` (or `project_id`) parameter checks access to that project, else an
   * `organization_id` parameter checks membership of that organization.
   */
  permission?: Permission;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body schema. */
  body?: z.ZodType;
  /** Accept a missing body (the schema then sees `undefined`). */
  bodyOptional?: boolean;
  maxBodyBytes?: number;
  /** Status of a successful JSON answer (default 200). */
  status?: number;
  /**
   * A body read as an upload, as the API document describes it: a multipart form's fields
   * (`z.file()` for files), or raw bytes of a media type. The handler gets `upload`, which
   * reads the form's files or the bytes when the service asks for them.
   */
  upload?: { form: z.ZodObject } | { bytes: string };
  /** Problems the handler may answer beyond those the declaration implies (a plan's limits, rate limits). */
  problems?: readonly ErrorCode[];
  /**
   * The answers by status (default: some JSON with `status`). Outside production every answer
   * is checked against it, and a mismatch answers 500 saying what differs.
   */
  responses?: Readonly<Record<number, ResponseDeclaration>>;
}

/**
 * An answer: JSON a zod schema describes, `null` for none (204), another media type, or several
 * of these for one status when the request chooses (`Accept`, a `stream` field).
 */
export type ResponseDeclaration = ResponseBody | null | readonly ResponseBody[];
/** A body: JSON a zod schema describes, or another media type. */
export type ResponseBody = z.ZodType | { mediaType: string; schema?: z.ZodType; description?: string };

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;
type ParamsOf<O extends RouteOptions> = O["params"] extends z.ZodType ? z.output<O["params"]> : Record<string, string>;

/** A path naming a project yields access to that project, else to the organization. */
type AccessOf<O extends RouteOptions> = O["permission"] extends Permission
  ? ParamsOf<O> extends { documentation_id: string } | { project_id: string }
    ? DocumentationAccess
    : OrganizationAccess
  : null;

export type RouteContext<O extends RouteOptions> = {
  request: NextRequest;
  requestId: string;
  params: ParamsOf<O>;
  query: Infer<O["query"]>;
  body: Infer<O["body"]>;
  access: AccessOf<O>;
} & (O["upload"] extends object ? { upload: Upload } : unknown) &
  (O["auth"] extends Authenticator<infer C>
  ? { principal: null; caller: C }
  : O["auth"] extends "public" | "internal"
    ? { principal: null }
    : { principal: Principal });

type NextRouteContext = { params: Promise<Record<string, string | string[] | undefined>> };
export type RouteHandler = ((request: NextRequest, context: NextRouteContext) => Promise<Response>) & {
  [routeMarker]: true;
};

const routeMarker = Symbol.for("docs-platform.route");
const declaredOptions = Symbol.for("docs-platform.route-options");

/** Whether an exported route method was built by `route()` (checked by a test over app/api). */
export function isRouteHandler(value: unknown): boolean {
  return typeof value === "function" && (value as Partial<RouteHandler>)[routeMarker] === true;
}

/** The options a route method was declared with (tests send every route input its schemas describe). */
export function routeOptionsOf(value: unknown): RouteOptions | undefined {
  return isRouteHandler(value) ? (value as { [declaredOptions]?: RouteOptions })[declaredOptions] : undefined;
}

export function route<const O extends RouteOptions>(
  options: O,
  handler: (context: RouteContext<O>) => Promise<unknown> | unknown,
): RouteHandler {
  const run = async (incoming: NextRequest, nextContext: NextRouteContext): Promise<Response> => {
    const request = asNextRequest(incoming);
    const requestId = requestIdOf(request);
    const started = performance.now();
    let principal: Principal | null = null;
    let caller: unknown;
    let response: Response;
    try {
      const rawParams = (await nextContext.params) ?? {};
      if (typeof options.auth === "function") caller = await options.auth(request);
      else principal = await authorize(options.auth ?? "user", request);
      const params = parseParams(options.params, rawParams);
      const access = options.permission
        ? await resolveAccess(principal!, options.permission, params as Record<string, unknown>)
        : null;
      const query = parseQuery(request, options.query);
      const body = options.body ? await parseBody(request, options) : undefined;
      // The options drove what was resolved above; the conditional context type states the same.
      const upload = options.upload ? requestUpload(request) : undefined;
      const context = { request, requestId, principal, caller, params, query, body, upload, access } as unknown as RouteContext<O>;
      // A state-changing request is recorded in the audit log with the change it makes.
      const auth = typeof options.auth === "function" ? "custom" : (options.auth ?? "user");
      response = await recordRequest(
        requestAuditScope({ request, requestId, auth, permission: options.permission, summary: options.summary, principal, params: rawParams, access }),
        async () => toResponse(await handler(context), options.status ?? 200),
      );
    } catch (error) {
      response = errorResponse(error, requestId, request);
    }
    if (options.responses && checksAnswers()) {
      const mismatch = await answerMismatch(response, options.responses);
      if (mismatch) response = answerMismatchResponse(request, requestId, mismatch);
    }
    response.headers.set("x-request-id", requestId);
    log.info("request", {
      request_id: requestId,
      method: request.method,
      path: request.nextUrl.pathname,
      status: response.status,
      duration_ms: Math.round(performance.now() - started),
      user_id: principal?.user.id,
    });
    return response;
  };
  return Object.assign(run, { [routeMarker]: true as const, [declaredOptions]: options });
}

function requestIdOf(request: Request): string {
  const incoming = request.headers.get("x-request-id");
  return incoming && /^[\w.-]{8,64}$/.test(incoming) ? incoming : randomUUID();
}

async function authorize(auth: Exclude<RouteAuth, Authenticator<unknown>>, request: NextRequest): Promise<Principal | null> {
  switch (auth) {
    case "public":
      return null;
    case "internal":
      assertInternalCaller(request);
      return null;
    case "system-admin": {
      const principal = await authenticate(request);
      if (!isSystemAdministrator(principal)) {
        throw new DomainError("forbidden", "Only system administrators may call this endpoint.");
      }
      return principal;
    }
    case "user":
      return authenticate(request);
  }
}

async function resolveAccess(principal: Principal, permission: Permission, params: Record<string, unknown>) {
  const documentationId = (params.documentation_id ?? params.project_id) as string | undefined;
  const organizationId = params.organization_id as string | undefined;
  let access: OrganizationAccess;
  if (documentationId) access = await resolveDocumentationAccess(principal, documentationId, organizationId);
  else if (organizationId) access = await resolveOrganizationAccess(principal, organizationId);
  else throw new Error(`A route with permission ${permission} needs an organization or documentation in its path.`);
  assertPermission(access, permission);
  // An organization that requires two-factor authentication closes its dashboard (whose
  // calls carry the session cookie) to members without it; API tokens are unaffected.
  if (principal.via === "session" && (await missingRequiredTwoFactor(principal.user.id, access.organizationId))) throw twoFactorRequired();
  return access;
}

function parseParams(schema: z.ZodType | undefined, raw: Record<string, unknown>) {
  assertStorableStrings(raw, "params");
  if (!schema) return raw;
  const result = schema.safeParse(raw);
  // A malformed identifier in the path names nothing that exists.
  if (!result.success) throw new DomainError("not_found", "No resource exists at this path.");
  return result.data;
}

/** Every query string is checked, also where the route declares no schema for it. */
function parseQuery(request: NextRequest, schema: z.ZodType | undefined) {
  const query = Object.fromEntries(request.nextUrl.searchParams);
  // A NUL arrives percent-encoded; decoding makes no lone surrogates (it replaces them).
  if (request.nextUrl.search.includes("%00")) assertStorableStrings(query, "query");
  return schema ? parseWith(schema, query, "query") : undefined;
}

function parseWith(schema: z.ZodType, value: unknown, location: "query" | "body") {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new DomainError("invalid_input", `The request ${location} is invalid.`, {
      errors: fieldErrors(result.error, location),
    });
  }
  return result.data;
}

export function fieldErrors(error: z.ZodError, location: string): FieldError[] {
  return error.issues.map((issue) => ({
    path: [location, ...issue.path.map(String)].join("."),
    message: issue.message,
  }));
}

async function parseBody(request: NextRequest, options: RouteOptions) {
  const text = await readTextCapped(request, options.maxBodyBytes ?? defaultJsonLimitBytes);
  if (text.trim() === "") {
    if (options.bodyOptional) return parseWith(options.body!, undefined, "body");
    throw new DomainError("invalid_input", "A JSON request body is required.");
  }
  if (!isJsonContentType(request.headers.get("content-type"))) {
    throw new DomainError("unsupported_media_type", "Send the body as JSON with `Content-Type: application/json`.");
  }
  assertJsonDepth(text);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new DomainError("invalid_input", `The body is not valid JSON: ${(error as Error).message}`);
  }
  if (mayHoldUnstorableStrings(text)) assertStorableStrings(value, "body");
  return parseWith(options.body!, value, "body");
}

function toResponse(result: unknown, status: number): Response {
  if (result instanceof Response) return result;
  if (result === undefined) return new Response(null, { status: 204 });
  return Response.json(result, { status });
}

function errorResponse(error: unknown, requestId: string, request: Request): Response {
  if (error instanceof DomainError) return problemResponse(error, requestId);
  if (error instanceof z.ZodError) {
    return problemResponse(
      new DomainError("invalid_input", "The request is invalid.", { errors: fieldErrors(error, "body") }),
      requestId,
    );
  }
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2002") return problemResponse(new DomainError("conflict", "A resource with these values already exists."), requestId);
    if (error.code === "P2025") return problemResponse(new DomainError("not_found", "The resource was not found."), requestId);
  }
  log.error("unhandled error", {
    request_id: requestId,
    method: request.method,
    path: new URL(request.url).pathname,
    error: error instanceof Error ? { message: error.message, stack: error.stack } : String(error),
  });
  return internalErrorResponse(requestId);
}
