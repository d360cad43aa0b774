import { route } from "@/lib/http/route";
import { clientAddress } from "@/lib/http/client-address";
import { issueCustomerSession } from "@/lib/feedback/customer-session";
import { CustomerSessionBody } from "@/lib/feedback/schemas";
import { CustomerSessionView } from "@/lib/feedback/views";

/** The public roadmap page signs a visitor in by email; rate limited. */
export const POST = route(
  { summary: "Start a customer session", auth: "public", body: CustomerSessionBody, problems: ["not_found", "rate_limited"], status: 201, responses: { 201: CustomerSessionView } },
  ({ body, request }) => issueCustomerSession(body, clientAddress(request)),
);
