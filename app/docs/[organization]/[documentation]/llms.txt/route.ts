import { route } from "@/lib/http/route";
import { SiteParams } from "@/lib/site/routes";
import { serveSiteBody } from "@/lib/site/serve";
import { llmsTxt } from "@/lib/site/texts";

export const GET = route({ summary: "Get a published site's llms.txt", auth: "public", params: SiteParams }, ({ params, request }) =>
  serveSiteBody(request, params, "llms.txt", "text/plain; charset=utf-8", llmsTxt),
);
