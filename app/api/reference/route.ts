import { route } from "@/lib/http/route";
import { referencePage } from "@/lib/openapi/reference";

/** The interactive reference of this API (Scalar), for browsers. */
export const GET = route({ summary: "Show the API reference", auth: "public", responses: { 200: { mediaType: "text/html" } } }, () =>
  new Response(referencePage, { headers: { "content-type": "text/html", "cache-control": "public, max-age=300" } }),
);
