import { z } from "zod";
import { appRouteSources } from "./app-routes";
import { buildOpenApiDocument } from "./document";

/** The served document, as far as its answer declares it (OpenAPI's own schema describes the rest). */
export const OpenApiJson = z
  .looseObject({
    openapi: z.literal("3.1.0"),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  })
  .describe("An OpenAPI 3.1 document: https://spec.openapis.org/oas/v3.1.0");

let served: Promise<string> | undefined;

/** The document as JSON text, built on the first request and kept for the life of the process. */
export function servedOpenApiJson(): Promise<string> {
  served ??= buildOpenApiDocument(appRouteSources()).then((document) => JSON.stringify(document));
  // A failed build is tried again on the next request rather than remembered.
  served.catch(() => (served = undefined));
  return served;
}
