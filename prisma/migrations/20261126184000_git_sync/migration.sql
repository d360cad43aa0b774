-- CreateEnum
CREATE TYPE "GitSyncState" AS ENUM ('idle', 'syncing', 'error');

-- CreateEnum
CREATE TYPE "GitSyncDirection" AS ENUM ('pull', 'push');

-- CreateEnum
CREATE TYPE "GitSyncRunStatus" AS ENUM ('succeeded', 'failed');

-- CreateEnum
CREATE TYPE "GitSyncConflictStatus" AS ENUM ('open', 'restored', 'dismissed');

-- CreateTable
CREATE TABLE "GitSyncLink" (
    "id" TEXT NOT NULL,
    "versionId" TEXT NOT NULL,
    "documentationId" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "repositoryUrl" TEXT NOT NULL,
    "branch" TEXT NOT NULL,
    "path" TEXT NOT NULL DEFAULT '',
    "providerRepositoryId" TEXT,
    "username" TEXT,
    "encryptedToken" TEXT,
    "encryptedWebhookSecret" TEXT NOT NULL,
    "state" "GitSyncState" NOT NULL DEFAULT 'idle',
    "lastError" TEXT,
    "lastSyncedCommit" TEXT,
    "lastSyncedAt" TIMESTAMP(3),
    "lastPolledAt" TIMESTAMP(3),
    "syncedFingerprint" TEXT,
    "seenFingerprint" TEXT,
    "seenFingerprintAt" TIMESTAMP(3),
    "jobId" TEXT,
    "rerunRequested" BOOLEAN NOT NULL DEFAULT false,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GitSyncLink_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GitSyncItem" (
    "linkId" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "blobOid" TEXT,
    "entryHash" TEXT,
    "order" INTEGER,

    CONSTRAINT "GitSyncItem_pkey" PRIMARY KEY ("linkId","targetId")
);

-- CreateTable
CREATE TABLE "GitSyncRun" (
    "id" TEXT NOT NULL,
    "linkId" TEXT NOT NULL,
    "direction" "GitSyncDirection" NOT NULL,
    "status" "GitSyncRunStatus" NOT NULL,
    "trigger" TEXT NOT NULL,
    "commit" TEXT,
    "fromCommit" TEXT,
    "forced" BOOLEAN NOT NULL DEFAULT false,
    "changes" JSONB NOT NULL DEFAULT '{}',
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GitSyncRun_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GitSyncConflict" (
    "id" TEXT NOT NULL,
    "linkId" TEXT NOT NULL,
    "entryId" TEXT,
    "sectionId" TEXT,
    "path" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "metadata" JSONB NOT NULL DEFAULT '{}',
    "editedById" TEXT,
    "editedAt" TIMESTAMP(3) NOT NULL,
    "supersededByCommit" TEXT NOT NULL,
    "gitChange" TEXT NOT NULL,
    "status" "GitSyncConflictStatus" NOT NULL DEFAULT 'open',
    "resolvedById" TEXT,
    "resolvedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GitSyncConflict_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "GitSyncLink_versionId_key" ON "GitSyncLink"("versionId");

-- CreateIndex
CREATE INDEX "GitSyncLink_organizationId_branch_idx" ON "GitSyncLink"("organizationId", "branch");

-- CreateIndex
CREATE INDEX "GitSyncItem_linkId_path_idx" ON "GitSyncItem"("linkId", "path");

-- CreateIndex
CREATE INDEX "GitSyncRun_linkId_createdAt_idx" ON "GitSyncRun"("linkId", "createdAt");

-- CreateIndex
CREATE INDEX "GitSyncConflict_linkId_status_createdAt_idx" ON "GitSyncConflict"("linkId", "status", "createdAt");

-- AddForeignKey
ALTER TABLE "GitSyncLink" ADD CONSTRAINT "GitSyncLink_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "Version"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GitSyncItem" ADD CONSTRAINT "GitSyncItem_linkId_fkey" FOREIGN KEY ("linkId") REFERENCES "GitSyncLink"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GitSyncRun" ADD CONSTRAINT "GitSyncRun_linkId_fkey" FOREIGN KEY ("linkId") REFERENCES "GitSyncLink"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GitSyncConflict" ADD CONSTRAINT "GitSyncConflict_linkId_fkey" FOREIGN KEY ("linkId") REFERENCES "GitSyncLink"("id") ON DELETE CASCADE ON UPDATE CASCADE;
