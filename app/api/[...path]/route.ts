import { DomainError } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { appApiPaths } from "@/lib/openapi/app-routes";
import { closestApiPaths } from "@/lib/openapi/closest-paths";

/**
 * A path under /api that no route serves: a problem document, as every answer of the API is,
 * rather than the dashboard's HTML page for an unknown address, naming the endpoints a typo
 * away (`suggestions`). Next tries this route last.
 */
const noEndpoint = route({ summary: "Answer a path no endpoint serves", auth: "public" }, ({ request }) => {
  const asked = request.nextUrl.pathname;
  const suggestions = closestApiPaths(appApiPaths(), asked);
  const hint = suggestions.length ? ` Did you mean ${suggestions[0]}?` : "";
  throw new DomainError("not_found", `No endpoint answers ${request.method} ${asked}.${hint} The API reference at /api/reference lists them.`, suggestions.length ? { extensions: { suggestions } } : {});
});

export const GET = noEndpoint;
export const POST = noEndpoint;
export const PUT = noEndpoint;
export const PATCH = noEndpoint;
export const DELETE = noEndpoint;
export const OPTIONS = noEndpoint;
