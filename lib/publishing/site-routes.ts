import { z } from "zod";
import { notFound } from "../errors";
import { appUrl } from "../mailer";
import { loadLiveSite, type LiveSite } from "./site";

export const SiteParams = z.object({ organization: z.string().max(100), documentation: z.string().max(100) });

/** The live site named by the path, or 404 (the same answer whatever the reason). */
export async function requireSite(params: z.output<typeof SiteParams>, request: Request): Promise<LiveSite> {
  const site = await loadLiveSite(params.organization, params.documentation, request);
  if (!site) throw notFound("Documentation");
  return site;
}

export const siteOrigin = appUrl;

export function textResponse(body: string, contentType: string): Response {
  return new Response(body, { headers: { "content-type": contentType, "cache-control": "public, max-age=60" } });
}
