import { z } from "zod";
import { route } from "@/lib/http/route";
import { mermaidFile, siteFileAnswer } from "@/lib/site/assets";

/** Mermaid's browser module and its chunks, for published pages with diagrams. */
export const GET = route(
  { summary: "Get a file of the diagram renderer", auth: "public", params: z.object({ version: z.string().max(40), file: z.array(z.string().max(100)).max(3) }) },
  async ({ params }) => siteFileAnswer(await mermaidFile(params.version, params.file.join("/"))),
);
