import { askOnSite } from "@/lib/ask/answer";
import { AskBody } from "@/lib/ask/schemas";
import { route } from "@/lib/http/route";
import { SiteParams } from "@/lib/site/routes";
import { resolveSiteRequest } from "@/lib/site/serve";

/** Ask AI: a reader's question answered from the live snapshot, streamed as Server-Sent Events with citations. */
export const POST = route({ summary: "Ask AI about a published site", auth: "public", params: SiteParams, body: AskBody }, async ({ params, body, request, requestId }) =>
  askOnSite(await resolveSiteRequest(request, params), body, requestId),
);
