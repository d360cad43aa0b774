import { route } from "@/lib/http/route";
import { sitemapXml } from "@/lib/publishing/site";
import { requireSite, SiteParams, siteOrigin, textResponse } from "@/lib/publishing/site-routes";

export const GET = route({ auth: "public", params: SiteParams }, async ({ params, request }) =>
  textResponse(await sitemapXml(await requireSite(params, request), siteOrigin()), "application/xml; charset=utf-8"),
);
