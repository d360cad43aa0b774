import { route } from "@/lib/http/route";
import { SiteParams } from "@/lib/site/routes";
import { serveSiteBody } from "@/lib/site/serve";
import { llmsFullTxt } from "@/lib/site/texts";

export const GET = route({ summary: "Get a published site's full text for LLMs", auth: "public", params: SiteParams }, ({ params, request }) =>
  serveSiteBody(request, params, "llms-full.txt", "text/plain; charset=utf-8", llmsFullTxt),
);
