import { z } from "zod";
import { route } from "@/lib/http/route";
import { SiteParams } from "@/lib/site/routes";
import { resolveSitePath, serveSiteBody } from "@/lib/site/serve";
import { rawMarkdown } from "@/lib/site/texts";

/** The markdown source of a published page: /docs/{org}/{doc}/-/raw/[{version}/]{path}.md */
export const GET = route({ summary: "Read a published page as markdown", auth: "public", params: SiteParams.extend({ path: z.array(z.string()).min(1) }) }, ({ params, request }) => {
  const segments = [...params.path];
  segments[segments.length - 1] = segments.at(-1)!.replace(/\.md$/, "");
  return serveSiteBody(request, params, `raw:${segments.join("/")}`, "text/markdown; charset=utf-8", (target) => {
    const { version, path } = resolveSitePath(target.site, segments);
    return path ? rawMarkdown(target, version, path) : null;
  });
});
