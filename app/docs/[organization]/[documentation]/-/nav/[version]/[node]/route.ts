import { z } from "zod";
import { route } from "@/lib/http/route";
import { SiteParams } from "@/lib/site/routes";
import { serveNavFragment } from "@/lib/site/serve";

/** The children of a section or folder of the sidebar, loaded when a reader opens it. */
export const GET = route({ summary: "Get a part of a published site's navigation", auth: "public", params: SiteParams.extend({ version: z.string().max(100), node: z.string().max(100) }) }, ({ params, request }) =>
  serveNavFragment(request, params),
);
