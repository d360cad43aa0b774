import { z } from "zod";
import { route } from "@/lib/http/route";
import { SiteParams } from "@/lib/site/routes";
import { serveSiteBody } from "@/lib/site/serve";
import { pageSocialCard } from "@/lib/site/social-card";

/** A published page's link preview image: /docs/{org}/{doc}/-/og/[{version}/]{path}.png */
export const GET = route({ summary: "Get a published page's social card", auth: "public", params: SiteParams.extend({ path: z.array(z.string()).min(1) }) }, ({ params, request }) =>
  serveSiteBody(request, params, `og:${params.path.join("/")}`, "image/png", (target) => pageSocialCard(target, params.path)),
);
