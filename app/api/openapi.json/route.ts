import { route } from "@/lib/http/route";
import { OpenApiJson, servedOpenApiJson } from "@/lib/openapi/served";

/** The OpenAPI 3.1 document of this API, generated from the route declarations. */
export const GET = route({ summary: "Get the OpenAPI document", auth: "public", responses: { 200: OpenApiJson } }, async () => new Response(await servedOpenApiJson(), {
  headers: { "content-type": "application/json", "cache-control": "public, max-age=300" },
}));
