import { z } from "zod";
import { notFound } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { siteCacheControl } from "@/lib/site/cache";
import { SiteParams } from "@/lib/site/routes";
import { isSignInAsset } from "@/lib/site/password";
import { findSiteRequest, resolveSiteRequest } from "@/lib/site/serve";
import { loadSiteAsset } from "@/lib/site/texts";

/** Images and files of a published project, as its pages link them. */
export const GET = route(
  { summary: "Download a published site's asset", auth: "public", params: SiteParams.extend({ asset_id: z.string().max(100), filename: z.string().max(300) }) },
  async ({ params, request }) => {
    const found = await findSiteRequest(request, params);
    // The logo and favicon show on a protected site's sign-in page, before anyone signed in.
    const target = isSignInAsset(found.site, params.asset_id) ? found : await resolveSiteRequest(request, params);
    const asset = await loadSiteAsset(target, params.asset_id);
    if (!asset) throw notFound("Asset");
    return new Response(asset.body, {
      headers: {
        "content-type": asset.contentType,
        "content-length": String(asset.size),
        "cache-control": target.site.passwordHash ? siteCacheControl(target.site) : target.site.isPublic ? "public, max-age=300" : "private, max-age=300",
        // Uploaded SVGs must not run scripts in the site's origin.
        "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        "x-content-type-options": "nosniff",
      },
    });
  },
);
