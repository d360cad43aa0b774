import { z } from "zod";
import { route } from "@/lib/http/route";
import { SiteParams } from "@/lib/site/routes";
import { servePage } from "@/lib/site/serve";

/** A page of a published site, rendered once per live snapshot and served from memory. */
export const GET = route({ summary: "Read a published page", auth: "public", params: SiteParams.extend({ path: z.array(z.string().max(300)).max(30).optional() }) }, ({ params, request }) =>
  servePage(request, params),
);
