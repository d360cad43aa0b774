import { setCommentResolved } from "@/lib/change-requests/review";
import { changeRequestRef, CommentParams, UpdateCommentBody } from "@/lib/change-requests/schemas";
import { CommentView } from "@/lib/change-requests/views";
import { route } from "@/lib/http/route";

export const PATCH = route(
  { summary: "Resolve or reopen a comment", params: CommentParams, permission: "change_requests.write", body: UpdateCommentBody, responses: { 200: CommentView } },
  ({ access, principal, params, body }) =>
    setCommentResolved(access, principal, { ...changeRequestRef(params), commentId: params.comment_id }, body.resolved),
);
