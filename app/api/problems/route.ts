import { route } from "@/lib/http/route";
import { problemTypesPage } from "@/lib/http/problem-types-page";

/** What each problem `type` means, for people following one from an error (lib/http/problem.ts). */
export const GET = route({ summary: "Describe the problem types", auth: "public", responses: { 200: { mediaType: "text/html" } } }, () =>
  new Response(problemTypesPage, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=3600" } }),
);
