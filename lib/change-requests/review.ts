import type { DocumentationAccess } from "../auth/access";
import type { Principal } from "../auth/principal";
import { db } from "../db";
import { invalidInput, notFound } from "../errors";
import type { ChangeRequestComment, ChangeRequestReview } from "../generated/prisma/client";
import { CreatedCursor, createdAfter, createdCursorOf, decodeCursor, fetchPage, mapPage, type PageRequest } from "../pagination";
import { recordChangeRequestEvent } from "./events";
import type { CreateCommentInput, CreateReviewInput } from "./schemas";
import { changeRequestView, findChangeRequest, findOpenChangeRequest, type ChangeRequestRef } from "./service";
import type { CommentView, ReviewView } from "./views";

const commentView = (comment: ChangeRequestComment): CommentView => ({
  comment_id: comment.id,
  parent_id: comment.parentId,
  author_id: comment.authorId,
  body: comment.body,
  entry_id: comment.entryId,
  line: comment.line,
  side: comment.side as CommentView["side"],
  resolved: comment.resolvedAt !== null,
  resolved_by: comment.resolvedById,
  created_at: comment.createdAt,
});

const reviewView = (review: ChangeRequestReview): ReviewView => ({
  review_id: review.id,
  reviewer_id: review.reviewerId,
  state: review.state,
  body: review.body,
  created_at: review.createdAt,
});

/** Comments oldest first; replies carry their thread's `parent_id`. */
export async function listComments(access: DocumentationAccess, ref: ChangeRequestRef, page: PageRequest) {
  const changeRequest = await findChangeRequest(db, access, ref);
  const cursor = decodeCursor(page.cursor, CreatedCursor);
  const comments = await fetchPage(
    page,
    (take) =>
      db.changeRequestComment.findMany({
        where: { changeRequestId: changeRequest.id, ...createdAfter(cursor) },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        take,
      }),
    createdCursorOf,
  );
  return mapPage(comments, commentView);
}

/** Comments stay possible after a merge or close: discussion outlives the branch. */
export async function addComment(access: DocumentationAccess, principal: Principal, ref: ChangeRequestRef, input: CreateCommentInput) {
  const changeRequest = await findChangeRequest(db, access, ref);
  let entryId = input.entry_id ?? null;
  if (input.parent_id) {
    const parent = await db.changeRequestComment.findFirst({ where: { id: input.parent_id, changeRequestId: changeRequest.id } });
    if (!parent) throw invalidInput("The parent_id does not name a comment of this change request.", [{ path: "body.parent_id", message: "unknown comment" }]);
    // Replies join the thread's root, so threads stay one level deep.
    input = { ...input, parent_id: parent.parentId ?? parent.id };
    entryId ??= parent.entryId;
  }
  const comment = await db.changeRequestComment.create({
    data: {
      changeRequestId: changeRequest.id,
      parentId: input.parent_id ?? null,
      authorId: principal.user.id,
      body: input.body,
      entryId,
      line: input.line ?? null,
      side: input.line !== undefined ? (input.side ?? "new") : null,
    },
  });
  await recordChangeRequestEvent(access, principal, changeRequest, "change_request.commented", `commented on "${changeRequest.title}"`, {
    comment_id: comment.id,
    ...(entryId ? { entry_id: entryId } : {}),
    ...(comment.line ? { line: comment.line } : {}),
  });
  return commentView(comment);
}

export async function setCommentResolved(access: DocumentationAccess, principal: Principal, ref: ChangeRequestRef & { commentId: string }, resolved: boolean) {
  const changeRequest = await findChangeRequest(db, access, ref);
  const comment = await db.changeRequestComment.findFirst({ where: { id: ref.commentId, changeRequestId: changeRequest.id } });
  if (!comment) throw notFound("Comment");
  const updated = await db.changeRequestComment.update({
    where: { id: comment.id },
    data: resolved ? { resolvedAt: comment.resolvedAt ?? new Date(), resolvedById: comment.resolvedById ?? principal.user.id } : { resolvedAt: null, resolvedById: null },
  });
  return commentView(updated);
}

export async function listReviews(access: DocumentationAccess, ref: ChangeRequestRef) {
  const changeRequest = await findChangeRequest(db, access, ref);
  const reviews = await db.changeRequestReview.findMany({ where: { changeRequestId: changeRequest.id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return reviews.map(reviewView);
}

/** Approves or requests changes; authors review others' work, not their own. */
export async function addReview(access: DocumentationAccess, principal: Principal, ref: ChangeRequestRef, input: CreateReviewInput) {
  const changeRequest = await findOpenChangeRequest(db, access, ref);
  if (changeRequest.authorId === principal.user.id) {
    throw invalidInput("The author cannot review their own change request.", [{ path: "body.state", message: "own change request" }]);
  }
  const review = await db.changeRequestReview.create({
    data: { changeRequestId: changeRequest.id, reviewerId: principal.user.id, state: input.state, body: input.body ?? null },
  });
  const type = input.state === "approved" ? "change_request.approved" : "change_request.changes_requested";
  const verb = input.state === "approved" ? "approved" : "requested changes to";
  await recordChangeRequestEvent(access, principal, changeRequest, type, `${verb} "${changeRequest.title}"`, { review_id: review.id });
  return reviewView(review);
}

/** Asks members of the organization (by user id or email) to review. */
export async function requestReviewers(access: DocumentationAccess, principal: Principal, ref: ChangeRequestRef, reviewers: string[]) {
  const changeRequest = await findOpenChangeRequest(db, access, ref);
  const members = await db.membership.findMany({
    where: {
      organizationId: access.organizationId,
      status: "active",
      user: { OR: [{ id: { in: reviewers } }, { email: { in: reviewers.map((reviewer) => reviewer.toLowerCase()) } }] },
    },
    select: { user: { select: { id: true, email: true } } },
  });
  const unknown = reviewers.filter((reviewer) => !members.some(({ user }) => user.id === reviewer || user.email === reviewer.toLowerCase()));
  if (unknown.length > 0) {
    throw invalidInput("Reviewers must be members of the organization.", unknown.map((reviewer) => ({ path: "body.reviewers", message: `not a member: ${reviewer}` })));
  }
  await db.changeRequestReviewer.createMany({
    data: members.map(({ user }) => ({ changeRequestId: changeRequest.id, userId: user.id, requestedById: principal.user.id })),
    skipDuplicates: true,
  });
  return changeRequestView(db, changeRequest);
}
