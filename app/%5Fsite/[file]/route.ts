import { z } from "zod";
import { route } from "@/lib/http/route";
import { siteFile, siteFileAnswer } from "@/lib/site/assets";

/** The published sites' stylesheet and script, KaTeX's stylesheet and fonts, and Mermaid's entry. */
export const GET = route({ summary: "Get a published site's stylesheet, script or font", auth: "public", params: z.object({ file: z.string().max(100) }) }, async ({ params }) =>
  siteFileAnswer(await siteFile(params.file)),
);
