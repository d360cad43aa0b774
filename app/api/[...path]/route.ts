import { DomainError } from "@/lib/errors";
import { route } from "@/lib/http/route";

/**
 * A path under /api that no route serves: a problem document, as every answer of the API is,
 * rather than the dashboard's HTML page for an unknown address. Next tries this route last.
 */
const noEndpoint = route({ summary: "Answer a path no endpoint serves", auth: "public" }, ({ request }) => {
  throw new DomainError("not_found", `No endpoint answers ${request.method} ${request.nextUrl.pathname}. The API reference at /api/reference lists them.`);
});

export const GET = noEndpoint;
export const POST = noEndpoint;
export const PUT = noEndpoint;
export const PATCH = noEndpoint;
export const DELETE = noEndpoint;
export const OPTIONS = noEndpoint;
