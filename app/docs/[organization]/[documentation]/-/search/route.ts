import { route } from "@/lib/http/route";
import { publicSearch } from "@/lib/search/service";
import { PublicSearchQuery } from "@/lib/search/schemas";
import { SiteParams } from "@/lib/site/routes";
import { serveSiteText } from "@/lib/site/serve";

/** The site's search box: the live snapshot, for anyone who may read the site. */
export const GET = route({ auth: "public", params: SiteParams, query: PublicSearchQuery }, ({ params, query, request }) =>
  serveSiteText(request, params, `search:${query.version ?? ""}:${query.limit}:${query.q}`, "application/json", async (target) =>
    JSON.stringify(await publicSearch(target.site, query)),
  ),
);
