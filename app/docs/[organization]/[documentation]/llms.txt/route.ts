import { route } from "@/lib/http/route";
import { llmsTxt } from "@/lib/publishing/site";
import { requireSite, SiteParams, siteOrigin, textResponse } from "@/lib/publishing/site-routes";

export const GET = route({ auth: "public", params: SiteParams }, async ({ params, request }) =>
  textResponse(await llmsTxt(await requireSite(params, request), siteOrigin()), "text/plain; charset=utf-8"),
);
