import { addComment, listComments } from "@/lib/change-requests/review";
import { ChangeRequestParams, changeRequestRef, CreateCommentBody } from "@/lib/change-requests/schemas";
import { CommentList, CommentView } from "@/lib/change-requests/views";
import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { PageQuery } from "@/lib/pagination";

export const GET = route(
  { summary: "List a change request's comments", params: ChangeRequestParams, permission: "change_requests.read", query: PageQuery, responses: { 200: CommentList } },
  async ({ access, params, query, request }) => paginated(request, await listComments(access, changeRequestRef(params), query)),
);

export const POST = route(
  { summary: "Comment on a change request", params: ChangeRequestParams, permission: "change_requests.write", body: CreateCommentBody, status: 201, responses: { 201: CommentView } },
  ({ access, principal, params, body }) => addComment(access, principal, changeRequestRef(params), body),
);
