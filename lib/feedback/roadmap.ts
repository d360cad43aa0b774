import type { OrganizationAccess } from "../auth/access";
import { db } from "../db";
import { conflict, notFound } from "../errors";
import type { RoadmapItem } from "../generated/prisma/client";
import { Prisma } from "../generated/prisma/client";
import type { FeedbackCaller } from "./customer-session";
import { roadmapStatuses, type CreateItemBody, type UpdateItemBody } from "./schemas";
import type { RoadmapItemView, RoadmapView, VoteView } from "./views";
import { workspaceOf } from "./workspace";
import { z } from "zod";
import { decodeCursor, fetchPage, mapPage, type PageRequest } from "../pagination";

export function itemView(item: RoadmapItem, voteCount: number, voted?: boolean): RoadmapItemView {
  return {
    item_id: item.id,
    title: item.title,
    description: item.description,
    status: item.status,
    vote_count: voteCount,
    ...(voted === undefined ? {} : { voted }),
    idea_id: item.ideaId,
    created_at: item.createdAt,
    updated_at: item.updatedAt,
  };
}

export const listStatuses = () => roadmapStatuses.map((status, index) => ({ ...status, order: index + 1 }));

/** Items of a workspace with vote counts (and whether `voterKey` voted), most voted first. */
async function itemsWithVotes(workspaceId: string, voterKey: string | null) {
  const [items, counts, mine] = await Promise.all([
    db.roadmapItem.findMany({ where: { workspaceId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    db.vote.groupBy({ by: ["itemId"], where: { item: { workspaceId } }, _count: { _all: true } }),
    voterKey ? db.vote.findMany({ where: { voterKey, item: { workspaceId } }, select: { itemId: true } }) : [],
  ]);
  const count = new Map(counts.map((row) => [row.itemId, row._count._all]));
  const voted = new Set(mine.map((row) => row.itemId));
  return items
    .map((item) => itemView(item, count.get(item.id) ?? 0, voterKey ? voted.has(item.id) : undefined))
    .sort((a, b) => b.vote_count - a.vote_count);
}

/** Approved items grouped by status, in the statuses' order. */
export async function roadmapOf(workspaceId: string, voterKey: string | null): Promise<RoadmapView> {
  const items = await itemsWithVotes(workspaceId, voterKey);
  return roadmapStatuses.map(({ status, label }) => ({ status, label, items: items.filter((item) => item.status === status) }));
}

export const roadmap = (caller: FeedbackCaller) => roadmapOf(caller.workspaceId, caller.voterKey);

async function itemInWorkspace(workspaceId: string, itemId: string) {
  const item = await db.roadmapItem.findFirst({ where: { id: itemId, workspaceId }, select: { id: true } });
  if (!item) throw notFound("Roadmap item");
  return item;
}

const voteCount = (itemId: string) => db.vote.count({ where: { itemId } });

/** One vote per voter and item: the unique constraint decides between concurrent duplicates. */
export async function vote(caller: FeedbackCaller, itemId: string): Promise<VoteView> {
  await itemInWorkspace(caller.workspaceId, itemId);
  try {
    await db.vote.create({ data: { itemId, voterKey: caller.voterKey } });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw conflict("You have already voted for this item.", { vote_count: await voteCount(itemId) });
    }
    throw error;
  }
  return { item_id: itemId, voted: true, vote_count: await voteCount(itemId) };
}

export async function unvote(caller: FeedbackCaller, itemId: string) {
  await itemInWorkspace(caller.workspaceId, itemId);
  const removed = await db.vote.deleteMany({ where: { itemId, voterKey: caller.voterKey } });
  if (removed.count === 0) throw notFound("Vote");
}

const PositionCursor = z.object({ position: z.number().int().min(0) });

/**
 * The workspace's items, most voted first, a page at a time. The order is by a count that
 * votes change, so the cursor is the position reached (a vote between two pages may show an
 * item twice or not at all, as on any board ranked by votes).
 */
export async function listItems(access: OrganizationAccess, page: PageRequest) {
  const workspace = await workspaceOf(access.organizationId);
  const skip = decodeCursor(page.cursor, PositionCursor)?.position ?? 0;
  const rows = await fetchPage(
    page,
    (take) =>
      db.roadmapItem.findMany({
        where: { workspaceId: workspace.id },
        include: { _count: { select: { votes: true } } },
        orderBy: [{ votes: { _count: "desc" } }, { createdAt: "asc" }, { id: "asc" }],
        skip,
        take,
      }),
    () => ({ position: skip + page.limit }),
  );
  return mapPage(rows, ({ _count, ...item }) => itemView(item, _count.votes));
}

export async function createItem(access: OrganizationAccess, input: z.output<typeof CreateItemBody>) {
  const workspace = await workspaceOf(access.organizationId);
  return itemView(await db.roadmapItem.create({ data: { workspaceId: workspace.id, ...input } }), 0);
}

export async function updateItem(access: OrganizationAccess, itemId: string, input: z.output<typeof UpdateItemBody>) {
  const workspace = await workspaceOf(access.organizationId);
  const updated = await db.roadmapItem.updateManyAndReturn({ where: { id: itemId, workspaceId: workspace.id }, data: input });
  if (!updated[0]) throw notFound("Roadmap item");
  return itemView(updated[0], await voteCount(itemId));
}

export async function deleteItem(access: OrganizationAccess, itemId: string) {
  const workspace = await workspaceOf(access.organizationId);
  const removed = await db.roadmapItem.deleteMany({ where: { id: itemId, workspaceId: workspace.id } });
  if (removed.count === 0) throw notFound("Roadmap item");
}
