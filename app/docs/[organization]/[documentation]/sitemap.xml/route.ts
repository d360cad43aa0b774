import { route } from "@/lib/http/route";
import { SiteParams } from "@/lib/site/routes";
import { serveSiteBody } from "@/lib/site/serve";
import { sitemapXml } from "@/lib/site/texts";

export const GET = route({ summary: "Get a published site's sitemap", auth: "public", params: SiteParams }, ({ params, request }) =>
  serveSiteBody(request, params, "sitemap.xml", "application/xml; charset=utf-8", sitemapXml),
);
