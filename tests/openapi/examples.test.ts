import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { routeOptionsOf, type RouteOptions } from "@/lib/http/route";
import { appRouteSources } from "@/lib/openapi/app-routes";
import { buildOpenApiDocument, documentedMethods, type OpenApiDocument } from "@/lib/openapi/document";
import { apiPathOf, undocumentedRouteFiles } from "@/lib/openapi/paths";

type Schema = { examples?: unknown[]; $ref?: string; type?: string; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[] };
type MediaType = { schema?: Schema; examples?: Record<string, { value: unknown }> };
type Operation = { requestBody?: { content: Record<string, MediaType> }; responses: Record<string, { content?: Record<string, MediaType> }> };

let document: OpenApiDocument;
/** The declaration behind each `METHOD path` of the document. */
const declarations = new Map<string, RouteOptions>();

beforeAll(async () => {
  const sources = appRouteSources();
  document = await buildOpenApiDocument(sources);
  for (const source of sources.filter((entry) => !undocumentedRouteFiles.has(entry.file))) {
    const exports = await source.load();
    for (const method of documentedMethods) {
      const options = routeOptionsOf(exports[method]);
      if (options) declarations.set(`${method} ${apiPathOf(source.file)}`, options);
    }
  }
});

/** Whether a schema carries examples: its own, its component's, or (for lists and alternatives) its items'. */
function illustrated(schema: Schema | undefined): boolean {
  if (!schema) return false;
  if ((schema.examples?.length ?? 0) > 0) return true;
  if (schema.$ref) return illustrated(document.components?.schemas?.[schema.$ref.split("/").at(-1)!] as Schema | undefined);
  if (schema.type === "array") return illustrated(schema.items);
  const alternatives = schema.anyOf ?? schema.oneOf;
  return alternatives !== undefined && alternatives.every(illustrated);
}

const operations = () =>
  Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, path, method, operation })),
  );

/** Why a value does not parse with a schema, or null when it does. */
const mismatch = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : z.prettifyError(result.error);
};

/** JSON pointers (as segment lists) of every `examples` member in the document, without looking inside examples. */
function examplePlaces(node: unknown, at: string[] = []): string[][] {
  if (node === null || typeof node !== "object") return [];
  return Object.entries(node).flatMap(([key, value]) => {
    // A schema's property may be called `examples`.
    if (key === "examples" && at.at(-1) !== "properties") return [[...at, key]];
    if (key === "example") return [];
    return examplePlaces(value, [...at, key]);
  });
}

describe("examples in the OpenAPI document", () => {
  it("parse with the schema of the body or answer they illustrate", () => {
    const failures: string[] = [];
    let checked = 0;
    for (const { key, operation } of operations()) {
      const options = declarations.get(key)!;
      for (const [mediaType, content] of Object.entries(operation.requestBody?.content ?? {})) {
        for (const [name, example] of Object.entries(content.examples ?? {})) {
          checked++;
          const problem = options.body ? mismatch(options.body, example.value) : `${mediaType} has examples but the route declares no JSON body`;
          if (problem) failures.push(`${key} request example "${name}":\n${problem}`);
        }
      }
      for (const [status, response] of Object.entries(operation.responses)) {
        for (const [name, example] of Object.entries(response.content?.["application/json"]?.examples ?? {})) {
          checked++;
          const declared = options.responses?.[Number(status)];
          const problem = declared instanceof z.ZodType ? mismatch(declared, example.value) : "the route declares no schema for it";
          if (problem) failures.push(`${key} ${status} answer example "${name}":\n${problem}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  });

  it("parse with the schema of the component they illustrate", () => {
    const failures: string[] = [];
    const illustrated = Object.entries(document.components?.schemas ?? {}).filter(([, schema]) => "examples" in schema);
    for (const [id, schema] of illustrated) {
      const zodSchema = z.globalRegistry._idmap.get(id) ?? z.globalRegistry._idmap.get(id.replace(/Output$/, ""));
      if (!zodSchema) {
        failures.push(`${id}: no zod schema has this id`);
        continue;
      }
      for (const [index, example] of ((schema as { examples: unknown[] }).examples ?? []).entries()) {
        const problem = mismatch(zodSchema as z.ZodType, example);
        if (problem) failures.push(`${id} example ${index + 1}:\n${problem}`);
      }
    }
    expect(failures).toEqual([]);
    expect(illustrated.map(([id]) => id)).toEqual(expect.arrayContaining(["Problem", "Organization", "Token", "Version", "Section", "Webhook", "CreatedWebhook", "WebhookDeliveryAttempt"]));
  });

  it("sit only where the tests above check them", () => {
    const unchecked = examplePlaces(document).filter((place) => {
      const [root, , , fourth] = place;
      if (root === "components") return !(place.length === 4 && place[1] === "schemas");
      // paths › path › method › requestBody › content › type › examples, or its schema's own.
      const content = place.indexOf("content");
      const inOperation = root === "paths" && content > 0 && (place[3] === "requestBody" || (place[3] === "responses" && content === 5));
      const rest = place.slice(content + 2);
      return !(inOperation && fourth !== undefined && (rest.join("/") === "examples" || rest.join("/") === "schema/examples"));
    });
    expect(unchecked.map((place) => place.join("/")), "examples on nested schemas: put them on a body, an answer or a schema with an id").toEqual([]);
  });

  it("repeat a body's or answer's own examples on its media type", () => {
    for (const { key, operation } of operations()) {
      const contents = [...Object.values(operation.requestBody?.content ?? {}), ...Object.values(operation.responses).flatMap((response) => Object.values(response.content ?? {}))];
      for (const content of contents) {
        if (!content.schema?.examples) continue;
        expect(Object.values(content.examples ?? {}).map((example) => example.value), key).toEqual(content.schema.examples);
      }
    }
  });

  it("cover the requests docs/api shows", () => {
    const requests = new Set(operations().filter(({ operation }) => Object.values(operation.requestBody?.content ?? {}).some((content) => content.examples)).map(({ key }) => key));
    const DOC = "/api/v1/documentation/{organization_id}/{documentation_id}";
    const VER = `${DOC}/version/{version_id}`;
    const ENTRY = `${VER}/section/{section_id}/entry`;
    const ORG = "/api/v1/organization/{organization_id}";
    expect([...requests]).toEqual(
      expect.arrayContaining([
        // foundation.md
        "POST /api/v1/organization",
        `PUT ${ORG}`,
        `POST ${ORG}/user/invite`,
        `PATCH ${ORG}/user/{user_id}/role`,
        `PATCH ${ORG}/user/{user_id}/status`,
        "POST /api/v1/tokens",
        `POST ${ORG}/tokens`,
        "PUT /api/preference",
        `POST ${ORG}/wizard-progress/{documentation_id}`,
        "POST /api/v1/organizations/{organization_id}/git-provider/callback",
        // content.md
        "POST /api/v1/documentation/{organization_id}",
        `PUT ${DOC}`,
        `PUT ${DOC}/config`,
        `POST ${DOC}/initialize-blank`,
        `POST ${DOC}/initialize-from-template`,
        `POST ${DOC}/initialize-from-openapi`,
        `POST ${DOC}/initialize-from-website`,
        `POST ${DOC}/initialize-from-repository`,
        `POST ${DOC}/version`,
        `PUT ${VER}`,
        `PUT ${VER}/openapi`,
        `POST ${VER}/section`,
        `POST ${VER}/section/reorder`,
        `POST ${ENTRY}`,
        `PUT ${ENTRY}/{entry_id}`,
        `POST ${ENTRY}/batch`,
        `POST ${ENTRY}/{entry_id}/move`,
        `POST ${DOC}/asset/import`,
        `POST ${DOC}/file-resources/upload-url`,
        `POST ${DOC}/file-resources/finalize`,
        // publishing.md
        `POST ${DOC}/redirects`,
        `PUT ${DOC}/backup/repository`,
        `POST ${DOC}/backup/restore`,
        "POST /api/documentations/{documentation_id}/{project_id}/search",
        // events-feedback-support-billing-admin.md
        `POST ${ORG}/webhooks`,
        `PATCH ${ORG}/webhooks/{webhook_id}`,
      ]),
    );
  });

  it("cover the answers docs/api shows", () => {
    // Every JSON answer of these operations (problems are references to shared responses, not counted).
    const unillustrated = (key: string) => {
      const operation = operations().find((candidate) => candidate.key === key)?.operation;
      if (!operation) return [`${key}: no such operation`];
      const answers = Object.entries(operation.responses).filter(([, response]) => response.content?.["application/json"]);
      if (answers.length === 0) return [`${key}: no JSON answer`];
      return answers.filter(([, response]) => !(response.content!["application/json"]!.examples || illustrated(response.content!["application/json"]!.schema))).map(([status]) => `${key} ${status}`);
    };
    const DOC = "/api/v1/documentation/{organization_id}/{documentation_id}";
    const ORG = "/api/v1/organization/{organization_id}";
    const ORGS = "/api/v1/organizations/{organization_id}";
    const PUBLISH = "/api/documentations/{documentation_id}/publish";
    const SUPPORT = "/api/organization/{organization_id}/support/tickets";
    expect(
      [
        // foundation.md
        "POST /api/v1/organization",
        `GET ${ORG}`,
        `GET ${ORG}/tokens`,
        "POST /api/v1/tokens",
        `POST ${ORG}/tokens`,
        "GET /api/preference",
        `GET ${ORG}/wizard-progress/{documentation_id}`,
        `GET ${ORG}/user`,
        `GET ${ORG}/user/active`,
        `GET ${ORG}/user/pending`,
        `POST ${ORG}/user/invite`,
        `PATCH ${ORG}/user/{user_id}/role`,
        `PATCH ${ORG}/user/{user_id}/status`,
        "GET /api/v1/invitations",
        "POST /api/v1/invitations/{invitation_id}/accept",
        `POST ${ORGS}/git-provider/authorize`,
        `POST ${ORGS}/git-provider/callback`,
        `GET ${ORGS}/git-provider`,
        `GET ${ORGS}/git-provider/repositories`,
        `GET ${ORGS}/git-provider/repositories/{repository_id}/tree`,
        "GET /api/health",
        // sign-in-security.md
        "GET /api/v1/account/two-factor",
        "POST /api/v1/account/two-factor",
        "POST /api/v1/account/two-factor/confirm",
        // content.md
        "POST /api/v1/documentation/{organization_id}",
        "GET /api/v1/documentation/{organization_id}/list",
        `GET ${DOC}`,
        `GET ${DOC}/config`,
        "GET /api/v1/documentation/{organization_id}/templates",
        `POST ${DOC}/initialize-blank`,
        `POST ${DOC}/initialize-from-template`,
        `POST ${DOC}/initialize-from-file`,
        `POST ${DOC}/initialize-from-openapi`,
        `POST ${DOC}/initialize-from-website`,
        `POST ${DOC}/initialize-from-repository`,
        `GET ${DOC}/import`,
        `GET ${DOC}/version`,
        `GET ${DOC}/version/{version_id}/section`,
        `GET ${DOC}/version/{version_id}/section/{section_id}/entry`,
        `GET ${DOC}/version/{version_id}/section/{section_id}/entry/{entry_id}`,
        `GET ${DOC}/asset`,
        `POST ${DOC}/asset`,
        `POST ${DOC}/asset/import`,
        `POST ${DOC}/file-resources/upload-url`,
        `PUT ${DOC}/file-resources/upload/{upload_id}`,
        `POST ${DOC}/file-resources/finalize`,
        // publishing.md
        `POST ${PUBLISH}`,
        `GET ${PUBLISH}/status`,
        `GET ${PUBLISH}/latest`,
        `GET ${PUBLISH}/history`,
        `GET ${DOC}/redirects`,
        `POST ${DOC}/redirects`,
        "POST /api/documentations/{documentation_id}/{project_id}/search",
        `PUT ${DOC}/backup/repository`,
        `GET ${DOC}/backup/repository`,
        `POST ${DOC}/backup`,
        `GET ${DOC}/backup`,
        `POST ${DOC}/backup/restore`,
        `GET ${DOC}/backup/restore`,
        // events-feedback-support-billing-admin.md
        `POST ${ORGS}/projects/{project_id}/events`,
        `POST ${ORGS}/projects/{project_id}/events/batch`,
        `GET ${ORGS}/projects/{project_id}/events`,
        "POST /api/v1/event/list",
        `GET ${ORG}/webhooks`,
        `POST ${ORG}/webhooks`,
        "POST /api/v1/tasks/sessions",
        "POST /api/v1/tasks/ideas",
        "GET /api/v1/tasks/ideas/config",
        "GET /api/v1/tasks/roadmap",
        "GET /api/v1/tasks/statuses",
        "POST /api/v1/tasks/items/{item_id}/vote",
        "GET /api/v1/tasks/changelogs",
        `GET ${ORG}/feedback/settings`,
        `GET ${ORG}/feedback/ideas`,
        `POST ${ORG}/feedback/ideas/{idea_id}/approve`,
        `POST ${ORG}/feedback/ideas/{idea_id}/decline`,
        `GET ${ORG}/feedback/items`,
        `GET ${ORG}/feedback/changelogs`,
        `POST ${ORG}/feedback/changelogs`,
        `GET ${SUPPORT}`,
        `POST ${SUPPORT}`,
        `GET ${SUPPORT}/{ticket_id}`,
        `PATCH ${SUPPORT}/{ticket_id}`,
        `POST ${SUPPORT}/{ticket_id}/messages`,
        "GET /api/v1/admin/support/tickets",
        "GET /api/organization/{organization_id}/subscription/feature-value",
        "GET /api/organization/{organization_id}/subscription/validate-feature",
        "GET /api/organization/{organization_id}/subscription/validate-limit",
        // audit-log.md
        `GET ${ORG}/audit-log`,
        // analytics.md
        `GET ${DOC}/analytics/summary`,
        `GET ${DOC}/analytics/pages`,
        `GET ${DOC}/analytics/searches`,
        `GET ${DOC}/analytics/questions`,
        `GET ${DOC}/analytics/feedback`,
      ].flatMap(unillustrated),
    ).toEqual([]);
  });
});
