import type { DocumentationAccess } from "../auth/access";
import type { Principal } from "../auth/principal";
import { db } from "../db";
import type { StoredConfig } from "../documentation/schemas";
import { writeToDocumentation, type Transaction } from "../documentation/write-guard";
import { conflict, notFound } from "../errors";
import type { ChangeRequest } from "../generated/prisma/client";
import { CreatedCursor, createdBefore, createdCursorOf, decodeCursor, fetchPage, type Page } from "../pagination";
import { findVersion } from "../versions/service";
import { recordChangeRequestEvent } from "./events";
import type { CreateChangeRequestInput, ListChangeRequestsInput, UpdateChangeRequestInput } from "./schemas";
import type { ChangeRequestView } from "./views";

type Client = Transaction | typeof db;

/** Where a change request lives: the version of the caller's project it branches. */
export interface ChangeRequestRef {
  versionId: string;
  changeRequestId: string;
}

export async function findChangeRequest(client: Client, access: DocumentationAccess, ref: ChangeRequestRef) {
  const changeRequest = await client.changeRequest.findFirst({
    where: { id: ref.changeRequestId, versionId: ref.versionId, documentationId: access.documentationId },
  });
  if (!changeRequest) throw notFound("Change request");
  return changeRequest;
}

/** The change request, refusing (409) once it is merged or closed: its branch is history then. */
export async function findOpenChangeRequest(client: Client, access: DocumentationAccess, ref: ChangeRequestRef) {
  const changeRequest = await findChangeRequest(client, access, ref);
  if (changeRequest.status !== "open") throw conflict(`The change request is ${changeRequest.status}; its branch can no longer change.`);
  return changeRequest;
}

export async function requiredApprovals(client: Client, documentationId: string) {
  const documentation = await client.documentation.findUniqueOrThrow({ where: { id: documentationId }, select: { config: true } });
  return (documentation.config as StoredConfig).change_requests?.required_approvals ?? 0;
}

/** Each reviewer's latest verdict counts; the author's own reviews never do. */
async function reviewSummaries(client: Client, changeRequests: ChangeRequest[]) {
  const ids = changeRequests.map((changeRequest) => changeRequest.id);
  const [reviews, reviewers] = await Promise.all([
    client.changeRequestReview.findMany({ where: { changeRequestId: { in: ids } }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    client.changeRequestReviewer.findMany({ where: { changeRequestId: { in: ids } }, orderBy: { createdAt: "asc" } }),
  ]);
  return new Map(
    changeRequests.map((changeRequest) => {
      const latest = new Map<string, string>();
      for (const review of reviews) {
        if (review.changeRequestId === changeRequest.id && review.reviewerId !== changeRequest.authorId) latest.set(review.reviewerId, review.state);
      }
      const verdicts = [...latest.values()];
      return [
        changeRequest.id,
        {
          approvals: verdicts.filter((state) => state === "approved").length,
          changesRequested: verdicts.includes("changes_requested"),
          reviewers: reviewers.filter((reviewer) => reviewer.changeRequestId === changeRequest.id).map((reviewer) => reviewer.userId),
        },
      ];
    }),
  );
}

export async function changeRequestViews(client: Client, changeRequests: ChangeRequest[], required: number): Promise<ChangeRequestView[]> {
  const summaries = await reviewSummaries(client, changeRequests);
  return changeRequests.map((changeRequest) => {
    const summary = summaries.get(changeRequest.id)!;
    return {
      change_request_id: changeRequest.id,
      version_id: changeRequest.versionId,
      title: changeRequest.title,
      description: changeRequest.description,
      status: changeRequest.status,
      author_id: changeRequest.authorId,
      reviewers: summary.reviewers,
      approvals: summary.approvals,
      required_approvals: required,
      changes_requested: summary.changesRequested,
      merged_by: changeRequest.mergedById,
      merged_at: changeRequest.mergedAt,
      closed_at: changeRequest.closedAt,
      created_at: changeRequest.createdAt,
      updated_at: changeRequest.updatedAt,
    };
  });
}

export async function changeRequestView(client: Client, changeRequest: ChangeRequest): Promise<ChangeRequestView> {
  const [view] = await changeRequestViews(client, [changeRequest], await requiredApprovals(client, changeRequest.documentationId));
  return view!;
}

/** Opens a change request: one row; the branch holds nothing until something is edited in it. */
export async function createChangeRequest(access: DocumentationAccess, principal: Principal, versionId: string, input: CreateChangeRequestInput) {
  const changeRequest = await writeToDocumentation(access.documentationId, async (tx) => {
    await findVersion(tx, access, versionId);
    return tx.changeRequest.create({
      data: { documentationId: access.documentationId, versionId, title: input.title, description: input.description ?? null, authorId: principal.user.id },
    });
  });
  await recordChangeRequestEvent(access, principal, changeRequest, "change_request.opened", `opened "${changeRequest.title}"`);
  return changeRequestView(db, changeRequest);
}

/** The version's change requests, newest first. */
export async function listChangeRequests(access: DocumentationAccess, versionId: string, query: ListChangeRequestsInput): Promise<Page<ChangeRequestView>> {
  await findVersion(db, access, versionId);
  const cursor = decodeCursor(query.cursor, CreatedCursor);
  const page = await fetchPage(
    query,
    (take) =>
      db.changeRequest.findMany({
        where: { versionId, documentationId: access.documentationId, ...(query.status ? { status: query.status } : {}), ...createdBefore(cursor) },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take,
      }),
    createdCursorOf,
  );
  return { items: await changeRequestViews(db, page.items, await requiredApprovals(db, access.documentationId)), nextCursor: page.nextCursor };
}

export async function getChangeRequest(access: DocumentationAccess, ref: ChangeRequestRef) {
  return changeRequestView(db, await findChangeRequest(db, access, ref));
}

export async function updateChangeRequest(access: DocumentationAccess, ref: ChangeRequestRef, input: UpdateChangeRequestInput) {
  const changeRequest = await writeToDocumentation(access.documentationId, async (tx) => {
    await findOpenChangeRequest(tx, access, ref);
    return tx.changeRequest.update({ where: { id: ref.changeRequestId }, data: { title: input.title, description: input.description } });
  });
  return changeRequestView(db, changeRequest);
}

/** Closes without merging; the branch, comments and reviews stay as history. */
export async function closeChangeRequest(access: DocumentationAccess, principal: Principal, ref: ChangeRequestRef) {
  const changeRequest = await writeToDocumentation(access.documentationId, async (tx) => {
    await findOpenChangeRequest(tx, access, ref);
    return tx.changeRequest.update({ where: { id: ref.changeRequestId }, data: { status: "closed", closedAt: new Date(), closedById: principal.user.id } });
  });
  await recordChangeRequestEvent(access, principal, changeRequest, "change_request.closed", `closed "${changeRequest.title}"`);
  return changeRequestView(db, changeRequest);
}

/** A change request of the caller's project by id alone, of whichever version (the dashboard's addresses omit it), or 404. */
export async function findProjectChangeRequest(access: DocumentationAccess, changeRequestId: string) {
  const changeRequest = await db.changeRequest.findFirst({ where: { id: changeRequestId, documentationId: access.documentationId } });
  if (!changeRequest) throw notFound("Change request");
  return changeRequest;
}

/** The same, as the API and the dashboard show it. */
export async function getProjectChangeRequest(access: DocumentationAccess, changeRequestId: string) {
  return changeRequestView(db, await findProjectChangeRequest(access, changeRequestId));
}

/** How the dashboard names the people of change requests: members of the organization only. */
export async function memberNames(access: DocumentationAccess, userIds: string[]): Promise<Record<string, string>> {
  const members = await db.membership.findMany({
    where: { organizationId: access.organizationId, userId: { in: [...new Set(userIds)] } },
    select: { user: { select: { id: true, name: true, email: true } } },
  });
  return Object.fromEntries(members.map(({ user }) => [user.id, user.name || user.email]));
}
