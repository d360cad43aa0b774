import { appRouteSources } from "./app-routes";
import { buildOpenApiDocument } from "./document";

let served: Promise<string> | undefined;

/** The document as JSON text, built on the first request and kept for the life of the process. */
export function servedOpenApiJson(): Promise<string> {
  served ??= buildOpenApiDocument(appRouteSources()).then((document) => JSON.stringify(document));
  // A failed build is tried again on the next request rather than remembered.
  served.catch(() => (served = undefined));
  return served;
}
