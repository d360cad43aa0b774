import { route } from "@/lib/http/route";
import { llmsFullTxt } from "@/lib/publishing/site";
import { requireSite, SiteParams, siteOrigin, textResponse } from "@/lib/publishing/site-routes";

export const GET = route({ auth: "public", params: SiteParams }, async ({ params, request }) =>
  textResponse(await llmsFullTxt(await requireSite(params, request), siteOrigin()), "text/plain; charset=utf-8"),
);
