import { route } from "@/lib/http/route";
import { receiveFeedback, receiveFeedbackComment } from "@/lib/site/analytics";
import { SiteParams } from "@/lib/site/routes";

/** "Was this page helpful?": a reader's vote, answered with its id. */
export const POST = route({ summary: "Say whether a page was helpful", auth: "public", params: SiteParams, status: 201 }, ({ params, request }) => receiveFeedback(request, params));

/** The comment a reader adds to the vote they just gave. */
export const PATCH = route({ summary: "Add a comment to page feedback", auth: "public", params: SiteParams }, ({ params, request }) => receiveFeedbackComment(request, params));
