import { route } from "@/lib/http/route";
import { publicSearch } from "@/lib/search/service";
import { PublicSearchQuery } from "@/lib/search/schemas";
import { recordSiteSearch, rememberResultCount } from "@/lib/site/analytics";
import { SiteParams } from "@/lib/site/routes";
import { resolveSiteRequest, serveCached } from "@/lib/site/serve";

/** The site's search box: the live snapshot, for anyone who may read the site. Each search is counted, cached answer or not. */
export const GET = route({ summary: "Search a published site", auth: "public", params: SiteParams, query: PublicSearchQuery }, async ({ params, query, request }) => {
  const target = await resolveSiteRequest(request, params);
  const name = `search:${query.version ?? ""}:${query.limit}:${query.q}`;
  const response = await serveCached(target, name, "application/json", async () => {
    const page = await publicSearch(target.site, query);
    rememberResultCount(target, name, page.results.length);
    return JSON.stringify(page);
  });
  recordSiteSearch(target, name, query, response);
  return response;
});
