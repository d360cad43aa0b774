import { z } from "zod";
import { changelogFeed } from "@/lib/feedback/changelog-feed";
import { requestOrigin } from "@/lib/http/origin";
import { route } from "@/lib/http/route";

export const GET = route(
  { summary: "Get an organization's public changelog as an Atom feed", auth: "public", params: z.object({ slug: z.string().max(100) }) },
  async ({ params, request }) =>
    new Response(await changelogFeed(params.slug, requestOrigin(request)), {
      headers: { "content-type": "application/atom+xml; charset=utf-8", "cache-control": "public, max-age=300" },
    }),
);
