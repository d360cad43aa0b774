import { route } from "@/lib/http/route";
import { clientAddress } from "@/lib/http/client-address";
import { issueCustomerSession } from "@/lib/feedback/customer-session";
import { CustomerSessionBody } from "@/lib/feedback/schemas";
import { CodeSentView, CustomerSessionView } from "@/lib/feedback/views";

/**
 * The public roadmap page signs a visitor in by email; rate limited. 201 with the session, or
 * 202 once a code is mailed where the workspace confirms emails (sent back as `code`).
 */
export const POST = route(
  {
    summary: "Start a customer session",
    auth: "public",
    body: CustomerSessionBody,
    problems: ["not_found", "rate_limited"],
    responses: { 201: CustomerSessionView, 202: CodeSentView },
  },
  async ({ body, request }) => {
    const answer = await issueCustomerSession(body, clientAddress(request));
    return Response.json(answer, { status: "token" in answer ? 201 : 202 });
  },
);
