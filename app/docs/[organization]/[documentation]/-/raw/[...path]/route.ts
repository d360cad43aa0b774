import { z } from "zod";
import { notFound } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { loadSitePage, resolveSitePath } from "@/lib/publishing/site";
import { requireSite, SiteParams, textResponse } from "@/lib/publishing/site-routes";

/** The markdown source of a published page: /docs/{org}/{doc}/-/raw/[{version}/]{path}.md */
export const GET = route(
  { auth: "public", params: SiteParams.extend({ path: z.array(z.string()).min(1) }) },
  async ({ params, request }) => {
    const site = await requireSite(params, request);
    const segments = [...params.path];
    segments[segments.length - 1] = segments.at(-1)!.replace(/\.md$/, "");
    const { version, path } = resolveSitePath(site, segments);
    const page = path ? await loadSitePage(site, version, path) : null;
    if (!page) throw notFound("Page");
    return textResponse(`# ${page.title}\n\n${page.markdown.trim()}\n`, "text/markdown; charset=utf-8");
  },
);
