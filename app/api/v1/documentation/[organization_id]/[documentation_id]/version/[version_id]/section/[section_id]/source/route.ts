import { route } from "@/lib/http/route";
import { SectionParams } from "@/lib/sections/schemas";
import { sectionMarkdown, sectionSourceSummary } from "@/lib/sections/source";
import { sectionSourceAnswers } from "@/lib/sections/views";

/** JSON summary by default; `Accept: text/markdown` streams the entries' markdown. */
export const GET = route({ summary: "Get a section's source summary or markdown", params: SectionParams, permission: "documentation.read", responses: sectionSourceAnswers }, async ({ access, params, request }) => {
  if (!(request.headers.get("accept") ?? "").includes("text/markdown")) {
    return sectionSourceSummary(access, params.version_id, params.section_id);
  }
  const markdown = await sectionMarkdown(access, params.version_id, params.section_id);
  return new Response(markdown, { headers: { "content-type": "text/markdown; charset=utf-8", "cache-control": "private, no-cache" } });
});
