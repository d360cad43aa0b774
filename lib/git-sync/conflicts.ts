import type { Prisma } from "../generated/prisma/client";

type Transaction = Prisma.TransactionClient;

/** A dashboard version of a page that a Git change is about to replace or delete. */
export interface SupersededPage {
  linkId: string;
  entry: { id: string; sectionId: string; title: string; slug: string; content: string; metadata: unknown; updatedById: string | null; updatedAt: Date };
  path: string;
  commit: string;
  gitChange: "updated" | "renamed" | "deleted";
}

/**
 * The conflict rule's one decision point: Git wins in the draft, and the dashboard's version
 * is kept whole as a sync conflict, to be restored or dismissed. Runs in the pull's
 * transaction, so the record exists exactly when the draft changed. Keeping it as a change
 * request instead would replace this function alone.
 */
export async function keepDashboardVersion(tx: Transaction, page: SupersededPage): Promise<void> {
  await tx.gitSyncConflict.create({
    data: {
      linkId: page.linkId,
      entryId: page.entry.id,
      sectionId: page.entry.sectionId,
      path: page.path,
      title: page.entry.title,
      slug: page.entry.slug,
      content: page.entry.content,
      metadata: (page.entry.metadata ?? {}) as Prisma.InputJsonValue,
      editedById: page.entry.updatedById,
      editedAt: page.entry.updatedAt,
      supersededByCommit: page.commit,
      gitChange: page.gitChange,
    },
  });
}
