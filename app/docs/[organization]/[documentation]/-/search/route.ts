import { route } from "@/lib/http/route";
import { publicSearch } from "@/lib/search/service";
import { PublicSearchQuery } from "@/lib/search/schemas";
import { requireSite, SiteParams } from "@/lib/publishing/site-routes";

/** The site's search box: the live snapshot, for anyone who may read the site. */
export const GET = route({ auth: "public", params: SiteParams, query: PublicSearchQuery }, async ({ params, query, request }) =>
  publicSearch(await requireSite(params, request), query),
);
