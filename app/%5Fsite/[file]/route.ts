import { z } from "zod";
import { notFound } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { siteAsset } from "@/lib/site/assets";

const contentTypes = { css: "text/css; charset=utf-8", js: "text/javascript; charset=utf-8" } as const;

/** The published sites' stylesheet and script: named by their content, so cached for good. */
export const GET = route({ summary: "Get the published sites' stylesheet or script", auth: "public", params: z.object({ file: z.string().max(100) }) }, ({ params }) => {
  const kind = params.file.endsWith(".css") ? "css" : params.file.endsWith(".js") ? "js" : null;
  const asset = kind && siteAsset(kind);
  if (!kind || !asset || asset.name !== params.file) throw notFound("File");
  return new Response(asset.body, {
    headers: { "content-type": contentTypes[kind], "cache-control": "public, max-age=31536000, immutable", "x-content-type-options": "nosniff" },
  });
});
