import type { InitialEntry, InitialSection } from "../initial-content";
import type { ApiDocument, HttpMethod, MediaType, Operation, Parameter, PathItem, Schema, SecurityScheme } from "./document";
import { httpMethods } from "./document";
import { exampleFromMedia, exampleFromParameter, merged, primaryType } from "./examples";

export const untaggedFolderTitle = "Other";
export const referenceSectionTitle = "API reference";
/** The fenced block the renderer turns into a try-it panel. */
export const tryItLanguage = "api-try";
/** The "Other" folder's `source_path` (tag folders have `tags/<name>`). */
const untaggedSourcePath = "tags";

const maxFieldDepth = 3;
const maxFields = 200;

interface LocatedOperation {
  method: HttpMethod;
  path: string;
  operation: Operation;
  /** Path-level parameters merged with the operation's (the operation's win). */
  parameters: Parameter[];
}

/**
 * The "API reference" section of a document: an overview page, then a folder per tag (in
 * the document's tag order; untagged operations in "Other") holding a page per operation.
 * An operation with several tags is listed under its first.
 */
export function apiReferenceSection(document: ApiDocument, details: { url?: string; sourceVersion: string }): InitialSection {
  const operations = listOperations(document);
  const byTag = new Map<string, LocatedOperation[]>();
  for (const tag of document.tags ?? []) byTag.set(tag.name, []);
  const untagged: LocatedOperation[] = [];
  for (const located of operations) {
    const tag = located.operation.tags?.[0];
    if (!tag) untagged.push(located);
    else byTag.set(tag, [...(byTag.get(tag) ?? []), located]);
  }
  const entries: InitialEntry[] = [overviewPage(document)];
  for (const [name, tagged] of byTag) {
    if (tagged.length === 0) continue;
    const tag = document.tags?.find((candidate) => candidate.name === name);
    const description = tag?.description?.trim();
    entries.push({
      kind: "folder",
      title: clip(tag?.["x-displayName"] ?? name, 300),
      metadata: { source: "openapi", source_path: `tags/${name}`, ...(description ? { description: clip(description, 500) } : {}) },
      children: tagged.map((located) => operationPage(document, located)),
    });
  }
  // Without any tags, operations need no "Other" folder around them.
  if (untagged.length > 0 && entries.length > 1) entries.push({ kind: "folder", title: untaggedFolderTitle, metadata: { source: "openapi", source_path: untaggedSourcePath }, children: untagged.map((located) => operationPage(document, located)) });
  else entries.push(...untagged.map((located) => operationPage(document, located)));

  return {
    title: referenceSectionTitle,
    description: clip(document.info.summary ?? document.info.title, 500),
    source: {
      kind: "openapi",
      details: { title: document.info.title, version: document.info.version, openapi_version: details.sourceVersion, ...(details.url ? { url: details.url } : {}) },
    },
    entries,
  };
}

export function listOperations(document: ApiDocument): LocatedOperation[] {
  const operations: LocatedOperation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {}) as [string, PathItem][]) {
    for (const method of httpMethods) {
      const operation = item[method];
      if (!operation) continue;
      const own = operation.parameters ?? [];
      const inherited = (item.parameters ?? []).filter((parameter) => !own.some((candidate) => candidate.name === parameter.name && candidate.in === parameter.in));
      operations.push({ method, path, operation, parameters: [...inherited, ...own] });
    }
  }
  return operations;
}

function overviewPage(document: ApiDocument): InitialEntry {
  const { info } = document;
  const lines: string[] = [`**${info.title}** · version \`${info.version}\``, ""];
  if (info.description) lines.push(info.description.trim(), "");
  const servers = document.servers?.filter((server) => server.url && server.url !== "/") ?? [];
  if (servers.length > 0) {
    lines.push("## Base URLs", "");
    for (const server of servers) lines.push(`- \`${serverUrl(server)}\`${server.description ? `: ${inline(server.description)}` : ""}`);
    lines.push("");
  }
  const schemes = Object.entries(document.components?.securitySchemes ?? {});
  if (schemes.length > 0) {
    lines.push("## Authentication", "");
    for (const [name, scheme] of schemes) {
      lines.push(`### ${name}`, "", describeScheme(scheme), "");
      if (scheme.description) lines.push(scheme.description.trim(), "");
    }
    const required = requirementNames(document.security);
    if (required.length > 0) lines.push(`Unless an operation says otherwise, requests need ${required.map((name) => `\`${name}\``).join(" or ")}.`, "");
  }
  const more: string[] = [];
  if (info.contact?.url || info.contact?.email) more.push(`- Contact: ${[info.contact.name, info.contact.url, info.contact.email].filter(Boolean).join(", ")}`);
  if (info.license) more.push(`- License: ${info.license.url ? `[${info.license.name}](${info.license.url})` : info.license.name}`);
  if (document.externalDocs?.url) more.push(`- More documentation: [${document.externalDocs.description ?? document.externalDocs.url}](${document.externalDocs.url})`);
  if (more.length > 0) lines.push("## More", "", ...more, "");
  return {
    kind: "page",
    title: "Overview",
    content: lines.join("\n").trimEnd() + "\n",
    metadata: { source: "openapi", source_path: "info", ...(info.summary ? { description: clip(info.summary, 500) } : {}) },
  };
}

function describeScheme(scheme: SecurityScheme): string {
  switch (scheme.type) {
    case "http":
      return scheme.scheme?.toLowerCase() === "bearer"
        ? `HTTP bearer token${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ""}: send \`Authorization: Bearer <token>\`.`
        : `HTTP \`${scheme.scheme ?? "basic"}\` authentication in the \`Authorization\` header.`;
    case "apiKey":
      return `API key in the ${scheme.in ?? "header"} \`${scheme.name ?? "api_key"}\`.`;
    case "oauth2": {
      const flows = Object.entries(scheme.flows ?? {}).map(([flow, details]) => {
        const urls = [details.authorizationUrl && `authorization URL \`${details.authorizationUrl}\``, details.tokenUrl && `token URL \`${details.tokenUrl}\``].filter(Boolean).join(", ");
        const scopes = Object.entries(details.scopes ?? {}).map(([scope, text]) => `\`${scope}\`${text ? ` (${inline(text)})` : ""}`);
        return `- ${flow}${urls ? `: ${urls}` : ""}${scopes.length ? `; scopes ${scopes.join(", ")}` : ""}`;
      });
      return ["OAuth 2.0, sent as `Authorization: Bearer <access token>`.", ...(flows.length ? ["", ...flows] : [])].join("\n");
    }
    case "openIdConnect":
      return `OpenID Connect${scheme.openIdConnectUrl ? ` (discovery: \`${scheme.openIdConnectUrl}\`)` : ""}, sent as \`Authorization: Bearer <token>\`.`;
    default:
      return "Mutual TLS: present a client certificate.";
  }
}

function operationPage(document: ApiDocument, located: LocatedOperation): InitialEntry {
  const { method, path, operation, parameters } = located;
  const verb = method.toUpperCase();
  const sourcePath = operation.operationId ?? `${verb} ${path}`;
  const title = operation.summary?.trim() || (operation.operationId ? humanize(operation.operationId) : `${verb} ${path}`);
  const lines: string[] = [`**${verb}** \`${path}\``, ""];
  if (operation.deprecated) lines.push("> **Deprecated.** This operation may be removed in a future version.", "");
  if (operation.description) lines.push(operation.description.trim(), "");

  const security = operation.security ?? document.security;
  const required = requirementNames(security);
  if (required.length > 0) {
    lines.push("## Authentication", "", `Requires ${required.map((name) => `\`${name}\``).join(" or ")}.`, "");
  }

  if (parameters.length > 0) {
    lines.push("## Parameters", "", "| Name | In | Type | Required | Description |", "|---|---|---|---|---|");
    for (const parameter of parameters) {
      const notes = [parameter.description, enumNote(parameter.schema), parameter.deprecated ? "Deprecated." : undefined].filter(Boolean).join(" ");
      lines.push(`| \`${parameter.name}\` | ${parameter.in} | ${typeLabel(parameter.schema)} | ${parameter.required || parameter.in === "path" ? "yes" : "no"} | ${cell(notes)} |`);
    }
    lines.push("");
  }

  const body = preferredMedia(operation.requestBody?.content);
  if (operation.requestBody) {
    lines.push("## Request body", "");
    if (body) lines.push(`\`${body.type}\`${operation.requestBody.required ? " (required)" : " (optional)"}`, "");
    if (operation.requestBody.description) lines.push(operation.requestBody.description.trim(), "");
    if (body?.media.schema) lines.push(...schemaTable(body.media.schema));
    const example = body ? exampleFromMedia(body.media) : undefined;
    if (example !== undefined) lines.push("### Example", "", ...codeBlock(body!.type, example), "");
  }

  const responses = Object.entries(operation.responses ?? {});
  if (responses.length > 0) {
    lines.push("## Responses", "", "| Status | Description | Content |", "|---|---|---|");
    for (const [status, response] of responses) {
      const types = Object.keys(response.content ?? {}).map((type) => `\`${type}\``).join(", ");
      lines.push(`| \`${status}\` | ${cell(response.description ?? "")} | ${types || "none"} |`);
    }
    lines.push("");
    const success = responses.find(([status]) => /^2/.test(status));
    const successMedia = success ? preferredMedia(success[1].content) : undefined;
    const successExample = successMedia ? exampleFromMedia(successMedia.media) : undefined;
    if (success && successMedia?.media.schema) lines.push(`### ${success[0]} response`, "", ...schemaTable(successMedia.media.schema));
    if (successExample !== undefined) lines.push("### Example response", "", ...codeBlock(successMedia!.type, successExample), "");
  }

  const request = sampleRequest(document, located, security, body);
  lines.push(
    "## Example request",
    "",
    ":::code-group",
    "~~~bash [curl]",
    curlCommand(request),
    "~~~",
    "~~~javascript [JavaScript]",
    javascriptSample(request),
    "~~~",
    "~~~python [Python]",
    pythonSample(request),
    "~~~",
    ":::",
    "",
    "## Try it",
    "",
    `~~~${tryItLanguage}`,
    JSON.stringify(tryItDescriptor(document, located, security, request)),
    "~~~",
  );
  return {
    kind: "page",
    title: clip(title, 300),
    content: lines.join("\n") + "\n",
    metadata: { source: "openapi", source_path: clip(sourcePath, 1000), ...(operation.tags?.length ? { tags: operation.tags.slice(0, 30).map((tag) => clip(tag, 50)) } : {}) },
  };
}

/** JSON first, as readers of most APIs expect. */
function preferredMedia(content: Record<string, MediaType> | undefined): { type: string; media: MediaType } | undefined {
  const types = Object.keys(content ?? {});
  const type = types.find((candidate) => /json/i.test(candidate)) ?? types[0];
  return type ? { type, media: content![type]! } : undefined;
}

/** Fields of an object schema, nested ones as `parent.child` and `items[].child`, a few levels deep. */
function schemaTable(schema: Schema): string[] {
  const rows: string[] = [];
  const visit = (current: Schema, prefix: string, depth: number, ancestors: Set<Schema>) => {
    const whole = merged(current);
    const itemSchema = primaryType(whole) === "array" && whole.items ? merged(whole.items) : undefined;
    const target = itemSchema && primaryType(itemSchema) === "object" ? itemSchema : whole;
    const base = target === itemSchema ? `${prefix}[]` : prefix;
    if (ancestors.has(target) || depth > maxFieldDepth) return;
    const inner = new Set(ancestors).add(target);
    for (const [name, property] of Object.entries(target.properties ?? {})) {
      if (rows.length >= maxFields) return;
      const field = base ? `${base}.${name}` : name;
      const notes = [property.description, enumNote(property), property.deprecated ? "Deprecated." : undefined].filter(Boolean).join(" ");
      rows.push(`| \`${field}\` | ${typeLabel(property)} | ${target.required?.includes(name) ? "yes" : "no"} | ${cell(notes)} |`);
      visit(property, field, depth + 1, inner);
    }
  };
  visit(schema, "", 0, new Set());
  if (rows.length === 0) return [`Type: ${typeLabel(schema)}`, ""];
  return ["| Field | Type | Required | Description |", "|---|---|---|---|", ...rows, ""];
}

function typeLabel(schema: Schema | undefined): string {
  if (!schema) return "any";
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants?.length) return variants.map((variant) => typeLabel(variant)).join(" \\| ");
  const whole = merged(schema);
  const type = primaryType(whole) ?? "any";
  const nullable = (Array.isArray(whole.type) && whole.type.includes("null")) || whole.nullable ? " \\| null" : "";
  if (type === "array") return `array of ${typeLabel(whole.items)}${nullable}`;
  return `${whole.format ? `${type} (${whole.format})` : type}${nullable}`;
}

function enumNote(schema: Schema | undefined): string | undefined {
  if (!schema?.enum?.length) return undefined;
  return `One of: ${schema.enum.slice(0, 20).map((value) => `\`${String(value)}\``).join(", ")}.`;
}

function codeBlock(mediaType: string, example: unknown): string[] {
  const isJson = /json/i.test(mediaType) || typeof example !== "string";
  const text = isJson ? JSON.stringify(example, null, 2) : String(example);
  return [isJson ? "~~~json" : "~~~", text, "~~~"];
}

/** One example call of an operation, as the code samples and the try-it panel send it. */
interface SampleRequest {
  method: string;
  url: string;
  headers: [string, string][];
  /** `--user` for HTTP basic authentication. */
  basicAuth: boolean;
  body?: { type: string; example: unknown };
}

function sampleRequest(document: ApiDocument, located: LocatedOperation, security: Operation["security"], body: { type: string; media: MediaType } | undefined): SampleRequest {
  const { method, path, parameters } = located;
  const query = parameters
    .filter((parameter) => parameter.in === "query" && parameter.required)
    .map((parameter) => `${encodeURIComponent(parameter.name)}=${encodeURIComponent(String(exampleFromParameter(parameter) ?? ""))}`);
  const headers: [string, string][] = parameters.filter((parameter) => parameter.in === "header" && parameter.required).map((parameter) => [parameter.name, String(exampleFromParameter(parameter) ?? "")]);
  const auth = authentication(document, security);
  if (auth?.type === "apiKey" && auth.in === "query") query.push(`${encodeURIComponent(auth.name)}=YOUR_API_KEY`);
  else if (auth?.type === "apiKey") headers.push([auth.name, "YOUR_API_KEY"]);
  else if (auth?.type === "bearer") headers.push(["Authorization", "Bearer YOUR_TOKEN"]);
  if (body && !/multipart\/form-data/i.test(body.type)) headers.push(["Content-Type", body.type]);
  const url = `${serverUrls(document)[0] ?? "https://api.example.com"}${path}${query.length ? `?${query.join("&")}` : ""}`;
  return { method: method.toUpperCase(), url, headers, basicAuth: auth?.type === "basic", ...(body ? { body: { type: body.type, example: exampleFromMedia(body.media) } } : {}) };
}

/** How the try-it panel asks for the reader's credentials: the operation's first usable security scheme. */
type Authentication = { type: "bearer" } | { type: "basic" } | { type: "apiKey"; name: string; in: "header" | "query" | "cookie" };

function authentication(document: ApiDocument, security: Operation["security"]): Authentication | undefined {
  const schemeName = requirementNames(security)[0];
  const scheme = schemeName ? document.components?.securitySchemes?.[schemeName] : undefined;
  if (!scheme || scheme.type === "mutualTLS") return undefined;
  if (scheme.type === "http" && scheme.scheme?.toLowerCase() === "basic") return { type: "basic" };
  if (scheme.type === "apiKey") return { type: "apiKey", name: scheme.name ?? (scheme.in === "header" || !scheme.in ? "X-API-Key" : "api_key"), in: scheme.in ?? "header" };
  return { type: "bearer" };
}

function serverUrls(document: ApiDocument): string[] {
  return (document.servers ?? []).filter((server) => server.url).map((server) => serverUrl(server).replace(/\/$/, ""));
}

function curlCommand(request: SampleRequest): string {
  const parts = [`curl --request ${request.method} ${shellQuote(request.url)}`];
  if (request.basicAuth) parts.push("--user 'username:password'");
  parts.push(...request.headers.map(([name, value]) => `--header ${shellQuote(`${name}: ${value}`)}`));
  const body = request.body;
  if (body) {
    const example = body.example;
    if (/multipart\/form-data/i.test(body.type)) {
      const fields = example && typeof example === "object" ? Object.entries(example as Record<string, unknown>) : [];
      parts.push(...fields.map(([name, value]) => `--form ${shellQuote(`${name}=${value === "<binary>" ? "@file" : formValue(value)}`)}`));
    } else if (/x-www-form-urlencoded/i.test(body.type) && example && typeof example === "object") {
      parts.push(`--data ${shellQuote(formEncoded(example))}`);
    } else if (example !== undefined && example !== "<binary>") {
      parts.push(`--data ${shellQuote(bodyText(body.type, example))}`);
    } else parts.push("--data-binary @file");
  }
  return parts.join(" \\\n  ");
}

function javascriptSample(request: SampleRequest): string {
  const headers = [...request.headers];
  if (request.basicAuth) headers.push(["Authorization", "Basic ${btoa(\"username:password\")}"]);
  const lines = [`const response = await fetch(${JSON.stringify(request.url)}, {`, `  method: ${JSON.stringify(request.method)},`];
  if (headers.length > 0) {
    lines.push("  headers: {", ...headers.map(([name, value]) => `    ${JSON.stringify(name)}: ${value.includes("${") ? `\`${value}\`` : JSON.stringify(value)},`), "  },");
  }
  const body = request.body;
  if (body && body.example !== undefined && body.example !== "<binary>" && !/multipart\/form-data/i.test(body.type)) {
    if (/json/i.test(body.type)) lines.push(`  body: JSON.stringify(${indentAfterFirst(JSON.stringify(body.example, null, 2), "  ")}),`);
    else if (/x-www-form-urlencoded/i.test(body.type) && body.example && typeof body.example === "object") lines.push(`  body: ${JSON.stringify(formEncoded(body.example))},`);
    else lines.push(`  body: ${JSON.stringify(bodyText(body.type, body.example))},`);
  }
  lines.push("});", "console.log(response.status, await response.text());");
  return lines.join("\n");
}

function pythonSample(request: SampleRequest): string {
  const args = [`    ${JSON.stringify(request.url)},`];
  if (request.headers.length > 0) args.push(`    headers={${request.headers.map(([name, value]) => `${JSON.stringify(name)}: ${JSON.stringify(value)}`).join(", ")}},`);
  if (request.basicAuth) args.push(`    auth=("username", "password"),`);
  const body = request.body;
  if (body && body.example !== undefined && body.example !== "<binary>" && !/multipart\/form-data/i.test(body.type)) {
    if (/json/i.test(body.type)) args.push(`    json=${indentAfterFirst(pythonLiteral(body.example), "    ")},`);
    else if (/x-www-form-urlencoded/i.test(body.type) && body.example && typeof body.example === "object") args.push(`    data=${JSON.stringify(formEncoded(body.example))},`);
    else args.push(`    data=${JSON.stringify(bodyText(body.type, body.example))},`);
  }
  return ["import requests", "", `response = requests.${request.method.toLowerCase()}(`, ...args, ")", "print(response.status_code, response.text)"].join("\n");
}

/** A JSON value written as a Python literal (True, False, None). */
function pythonLiteral(value: unknown, indent = ""): string {
  if (value === null || value === undefined) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (typeof value !== "object") return JSON.stringify(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) return value.length === 0 ? "[]" : `[\n${value.map((item) => `${inner}${pythonLiteral(item, inner)},`).join("\n")}\n${indent}]`;
  const entries = Object.entries(value as Record<string, unknown>);
  return entries.length === 0 ? "{}" : `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${pythonLiteral(item, inner)},`).join("\n")}\n${indent}}`;
}

const indentAfterFirst = (text: string, indent: string) => text.replaceAll("\n", `\n${indent}`);
const bodyText = (type: string, example: unknown) => (typeof example === "string" && !/json/i.test(type) ? example : JSON.stringify(example, null, 2));
const formEncoded = (example: object) => new URLSearchParams(Object.entries(example as Record<string, unknown>).map(([key, value]) => [key, formValue(value)])).toString();

/**
 * What the published page's try-it panel (lib/site/client/api-try.js) needs to build its
 * form: servers, parameters with examples, the body's media type and example, the credential.
 * Cookie parameters are left out: a page cannot set cookies for another site.
 */
function tryItDescriptor(document: ApiDocument, located: LocatedOperation, security: Operation["security"], request: SampleRequest) {
  return {
    method: request.method,
    path: located.path,
    servers: serverUrls(document),
    parameters: located.parameters
      .filter((parameter) => parameter.in !== "cookie")
      .map((parameter) => {
        const example = exampleFromParameter(parameter);
        return { name: parameter.name, in: parameter.in, required: parameter.required === true || parameter.in === "path", ...(example !== undefined ? { example: formValue(example) } : {}) };
      }),
    ...(request.body && !/multipart\/form-data/i.test(request.body.type) ? { body: { type: request.body.type, example: request.body.example === undefined ? "" : bodyText(request.body.type, request.body.example) } } : {}),
    ...(authentication(document, security) ? { auth: authentication(document, security) } : {}),
  };
}

const formValue = (value: unknown) => (typeof value === "object" ? JSON.stringify(value) : String(value));

const shellQuote = (value: string) => `'${value.replaceAll("'", "'\\''")}'`;

function serverUrl(server: { url: string; variables?: Record<string, { default: string }> }): string {
  return server.url.replace(/\{([^}]+)\}/g, (match, name: string) => server.variables?.[name]?.default ?? match);
}

/** The security scheme names the requirements mention, each once, in order. */
function requirementNames(security: Operation["security"]): string[] {
  return security?.flatMap((requirement) => Object.keys(requirement)).filter((name, index, all) => all.indexOf(name) === index) ?? [];
}

/** `listPets` / `list_pets` → "List pets". */
function humanize(identifier: string): string {
  const words = identifier
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_.]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Text safe inside a markdown table cell. */
const cell = (text: string) => inline(text).replaceAll("|", "\\|");
const inline = (text: string) => text.replace(/\s*\n\s*/g, " ").trim();
const clip = (text: string, length: number) => (text.length > length ? text.slice(0, length - 1) + "…" : text);
