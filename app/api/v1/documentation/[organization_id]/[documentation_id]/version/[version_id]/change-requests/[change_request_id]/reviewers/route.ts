import { requestReviewers } from "@/lib/change-requests/review";
import { ChangeRequestParams, changeRequestRef, RequestReviewersBody } from "@/lib/change-requests/schemas";
import { ChangeRequestView } from "@/lib/change-requests/views";
import { route } from "@/lib/http/route";

export const POST = route(
  { summary: "Request reviewers for a change request", params: ChangeRequestParams, permission: "change_requests.write", body: RequestReviewersBody, problems: ["conflict"], responses: { 200: ChangeRequestView } },
  ({ access, principal, params, body }) =>
    requestReviewers(access, principal, changeRequestRef(params), body.reviewers),
);
