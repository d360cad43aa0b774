import { z } from "zod";
import { templateIds } from "./templates";

/** The project's first version; each initializer has its own default. */
export const VersionName = z.string().trim().min(1).max(60);

export const InitializeFromTemplateBody = z.strictObject({
  template: z.enum(templateIds),
  version_name: VersionName.optional(),
}).meta({ examples: [{ template: "product-docs", version_name: "v1" }] });

export type InitializeFromTemplateInput = z.output<typeof InitializeFromTemplateBody>;

/** Room for a large inline API description. */
export const openApiBodyLimitBytes = 5 * 1024 * 1024;

/** A one-operation API description, for the examples. */
const smallApi = {
  openapi: "3.1.0",
  info: { title: "Pets", version: "1.0.0" },
  servers: [{ url: "https://api.acme.example/v1" }],
  paths: { "/pets": { get: { operationId: "listPets", summary: "List pets", responses: { "200": { description: "The pets" } } } } },
};

const OpenApiSource = z.strictObject({
  /** The document as a JSON object, or its JSON or YAML text. */
  spec: z.union([z.string().trim().min(1), z.record(z.string(), z.unknown())]).optional(),
  /** An http(s) address to fetch the document from. */
  url: z.url({ protocol: /^https?$/ }).max(2000).optional(),
});

export const InitializeFromOpenApiBody = OpenApiSource.extend({
  /** Default: the document's `info.version`. */
  version_name: VersionName.optional(),
})
  .refine((body) => (body.spec === undefined) !== (body.url === undefined), { message: "Send exactly one of spec and url.", path: ["spec"] })
  .meta({ examples: [{ spec: smallApi, version_name: "v1" }, { url: "https://api.acme.example/openapi.yaml" }] });

export type InitializeFromOpenApiInput = z.output<typeof InitializeFromOpenApiBody>;

/** A re-sync: a new document, or with neither field the stored address fetched again. */
export const SyncOpenApiBody = OpenApiSource.refine((body) => body.spec === undefined || body.url === undefined, {
  message: "Send spec or url, not both.",
  path: ["spec"],
})
  .optional()
  .meta({ examples: [{ url: "https://api.acme.example/openapi.yaml" }, { spec: smallApi }, {}] });

export type SyncOpenApiInput = z.output<typeof SyncOpenApiBody>;
