import type { GitSyncItem, GitSyncLink } from "../generated/prisma/client";

export type SyncLink = GitSyncLink;
export type GitSyncItemRow = GitSyncItem;
