import { z } from "zod";
import { route } from "@/lib/http/route";
import { SiteParams } from "@/lib/site/routes";
import { serveTags } from "@/lib/site/serve";

/** A published version's tags, or the pages of one tag. */
export const GET = route(
  { summary: "Read a published version's tags or a tag's pages", auth: "public", params: SiteParams.extend({ version: z.string().max(100), tag: z.array(z.string().max(200)).max(30).optional() }) },
  ({ params, request }) => serveTags(request, params),
);
