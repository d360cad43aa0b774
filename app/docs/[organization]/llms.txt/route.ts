import { z } from "zod";
import { notFound } from "@/lib/errors";
import { requestOrigin } from "@/lib/http/origin";
import { route } from "@/lib/http/route";
import { hubLlmsTxt } from "@/lib/site/hub";

export const GET = route(
  { summary: "Get an organization's llms.txt: its public documentation sites", auth: "public", params: z.object({ organization: z.string().max(100) }) },
  async ({ params, request }) => {
    const text = await hubLlmsTxt(params.organization, requestOrigin(request));
    if (!text) throw notFound("Documentation");
    return new Response(text, { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=60" } });
  },
);
