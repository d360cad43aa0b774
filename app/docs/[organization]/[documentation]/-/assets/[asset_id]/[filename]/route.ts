import { z } from "zod";
import { notFound } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { SiteParams } from "@/lib/site/routes";
import { resolveSiteRequest } from "@/lib/site/serve";
import { loadSiteAsset } from "@/lib/site/texts";

/** Images and files of a published project, as its pages link them. */
export const GET = route(
  { auth: "public", params: SiteParams.extend({ asset_id: z.string().max(100), filename: z.string().max(300) }) },
  async ({ params, request }) => {
    const target = await resolveSiteRequest(request, params);
    const asset = await loadSiteAsset(target, params.asset_id);
    if (!asset) throw notFound("Asset");
    return new Response(asset.body, {
      headers: {
        "content-type": asset.contentType,
        "content-length": String(asset.size),
        "cache-control": target.site.isPublic ? "public, max-age=300" : "private, max-age=300",
        // Uploaded SVGs must not run scripts in the site's origin.
        "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        "x-content-type-options": "nosniff",
      },
    });
  },
);
