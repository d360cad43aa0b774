import { route } from "@/lib/http/route";
import { SiteParams } from "@/lib/site/routes";
import { serveSiteBody } from "@/lib/site/serve";
import { robotsTxt } from "@/lib/site/texts";

/** A site's robots.txt: what crawlers read at the root of a custom domain. */
export const GET = route({ summary: "Get a published site's robots.txt", auth: "public", params: SiteParams }, ({ params, request }) =>
  serveSiteBody(request, params, "robots.txt", "text/plain; charset=utf-8", robotsTxt),
);
