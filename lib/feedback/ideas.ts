import type { OrganizationAccess } from "../auth/access";
import { db } from "../db";
import { conflict, forbidden, invalidInput, notFound } from "../errors";
import type { Idea, Prisma } from "../generated/prisma/client";
import { createdBefore, CreatedCursor, createdCursorOf, decodeCursor, fetchPage, mapPage, type PageRequest } from "../pagination";
import type { FeedbackCaller } from "./customer-session";
import { hitRateLimits } from "./rate-limit";
import { itemView } from "./roadmap";
import type { IdeaInput } from "./schemas";
import type { IdeaView } from "./views";
import { ideaConfigView, workspaceOf } from "./workspace";

function ideaView(idea: Idea): IdeaView {
  return {
    idea_id: idea.id,
    title: idea.title,
    description: idea.description,
    customer_email: idea.customerEmail,
    status: idea.status,
    created_at: idea.createdAt,
  };
}

export async function ideaConfig(caller: FeedbackCaller) {
  return ideaConfigView(await db.feedbackWorkspace.findUniqueOrThrow({ where: { id: caller.workspaceId } }));
}

/** Adds an idea to the private backlog, within the workspace's per-customer and per-address limits. */
export async function submitIdea(caller: FeedbackCaller, input: IdeaInput, clientAddress: string | null) {
  const workspace = await db.feedbackWorkspace.findUniqueOrThrow({ where: { id: caller.workspaceId } });
  if (!workspace.ideasEnabled) throw forbidden("This workspace does not take ideas at the moment.");
  if (caller.customerEmail && caller.customerEmail !== input.customer_email) {
    throw invalidInput("Submit ideas under the email of your session.", [
      { path: "body.customer_email", message: "must match the customer session's email" },
    ]);
  }
  const window = workspace.ideaLimitWindowSeconds;
  await hitRateLimits([
    { key: `idea:customer:${workspace.id}:${input.customer_email}`, limit: workspace.ideaLimitPerCustomer, windowSeconds: window },
    { key: `idea:address:${workspace.id}:${clientAddress ?? "unknown"}`, limit: workspace.ideaLimitPerAddress, windowSeconds: window },
  ]);
  const idea = await db.idea.create({
    data: { workspaceId: workspace.id, title: input.title, description: input.description, customerEmail: input.customer_email },
  });
  return ideaView(idea);
}

export async function listIdeas(access: OrganizationAccess, query: PageRequest & { status: Idea["status"] }) {
  const workspace = await workspaceOf(access.organizationId);
  const cursor = decodeCursor(query.cursor, CreatedCursor);
  const ideas = await fetchPage(
    query,
    (take) =>
      db.idea.findMany({
        where: { workspaceId: workspace.id, status: query.status, ...createdBefore(cursor) },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take,
      }),
    createdCursorOf,
  );
  return mapPage(ideas, ideaView);
}

async function backlogIdea(tx: Prisma.TransactionClient, access: OrganizationAccess, ideaId: string) {
  const idea = await tx.idea.findFirst({ where: { id: ideaId, workspace: { organizationId: access.organizationId } } });
  if (!idea) throw notFound("Idea");
  if (idea.status !== "backlog") throw conflict(`The idea is already ${idea.status}.`);
  return idea;
}

/** Puts a backlog idea on the public roadmap as an item with the given status. */
export async function approveIdea(
  access: OrganizationAccess,
  ideaId: string,
  input: { status: "planned" | "in_progress" | "shipped"; title?: string; description?: string },
) {
  return db.$transaction(async (tx) => {
    const idea = await backlogIdea(tx, access, ideaId);
    // Guards against two admins approving at once: only one moves it out of the backlog.
    const moved = await tx.idea.updateMany({ where: { id: idea.id, status: "backlog" }, data: { status: "approved" } });
    if (moved.count === 0) throw conflict("The idea was just handled by someone else.");
    const item = await tx.roadmapItem.create({
      data: {
        workspaceId: idea.workspaceId,
        ideaId: idea.id,
        title: input.title ?? idea.title,
        description: input.description ?? idea.description,
        status: input.status,
      },
    });
    return itemView(item, 0);
  });
}

export async function declineIdea(access: OrganizationAccess, ideaId: string) {
  return db.$transaction(async (tx) => {
    const idea = await backlogIdea(tx, access, ideaId);
    return ideaView(await tx.idea.update({ where: { id: idea.id }, data: { status: "declined" } }));
  });
}

export async function deleteIdea(access: OrganizationAccess, ideaId: string) {
  const removed = await db.idea.deleteMany({ where: { id: ideaId, workspace: { organizationId: access.organizationId } } });
  if (removed.count === 0) throw notFound("Idea");
}

