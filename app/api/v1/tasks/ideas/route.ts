import { route } from "@/lib/http/route";
import { clientAddress } from "@/lib/http/client-address";
import { feedbackCaller } from "@/lib/feedback/customer-session";
import { submitIdea } from "@/lib/feedback/ideas";
import { IdeaBody } from "@/lib/feedback/schemas";
import { IdeaView } from "@/lib/feedback/views";

export const POST = route({ summary: "Submit an idea", auth: feedbackCaller, body: IdeaBody, problems: ["rate_limited"], status: 201, responses: { 201: IdeaView } }, ({ caller, body, request }) =>
  submitIdea(caller, body, clientAddress(request)),
);
