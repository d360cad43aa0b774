import { addReview, listReviews } from "@/lib/change-requests/review";
import { ChangeRequestParams, changeRequestRef, CreateReviewBody } from "@/lib/change-requests/schemas";
import { ReviewList, ReviewView } from "@/lib/change-requests/views";
import { route } from "@/lib/http/route";

export const GET = route({ summary: "List a change request's reviews", params: ChangeRequestParams, permission: "change_requests.read", responses: { 200: ReviewList } }, ({ access, params }) =>
  listReviews(access, changeRequestRef(params)),
);

export const POST = route(
  { summary: "Review a change request", params: ChangeRequestParams, permission: "change_requests.write", body: CreateReviewBody, status: 201, problems: ["conflict"], responses: { 201: ReviewView } },
  ({ access, principal, params, body }) => addReview(access, principal, changeRequestRef(params), body),
);
