import { route } from "@/lib/http/route";
import { referenceBundle } from "@/lib/openapi/reference";

/** Scalar's browser bundle, from node_modules. */
export const GET = route({ summary: "Get the API reference's script", auth: "public", responses: { 200: { mediaType: "text/javascript" } } }, async () =>
  new Response(new Uint8Array(await referenceBundle()), { headers: { "content-type": "text/javascript", "cache-control": "public, max-age=86400" } }),
);
