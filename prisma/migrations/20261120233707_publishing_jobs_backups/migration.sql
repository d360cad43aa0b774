-- Trigram matching gives search its typo tolerance.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateEnum
CREATE TYPE "JobStatus" AS ENUM ('queued', 'in_progress', 'completed', 'failed');

-- CreateTable
CREATE TABLE "Job" (
    "id" TEXT NOT NULL,
    "functionId" TEXT NOT NULL,
    "runner" TEXT NOT NULL,
    "status" "JobStatus" NOT NULL DEFAULT 'queued',
    "input" JSONB NOT NULL DEFAULT '{}',
    "output" JSONB,
    "error" TEXT,
    "progressDone" INTEGER NOT NULL DEFAULT 0,
    "progressTotal" INTEGER NOT NULL DEFAULT 0,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "organizationId" TEXT,
    "documentationId" TEXT,
    "startedById" TEXT,
    "heartbeatAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "Job_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "JobStep" (
    "jobId" TEXT NOT NULL,
    "stepId" TEXT NOT NULL,
    "output" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "JobStep_pkey" PRIMARY KEY ("jobId","stepId")
);

-- CreateTable
CREATE TABLE "RenderedPage" (
    "id" TEXT NOT NULL,
    "documentationId" TEXT NOT NULL,
    "contentHash" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "markdown" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "toc" JSONB NOT NULL,
    "plainText" TEXT NOT NULL,
    "searchVector" tsvector,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RenderedPage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PublishedSnapshot" (
    "id" TEXT NOT NULL,
    "documentationId" TEXT NOT NULL,
    "jobId" TEXT,
    "pageCount" INTEGER NOT NULL,
    "navigation" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PublishedSnapshot_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PublishedPage" (
    "id" TEXT NOT NULL,
    "snapshotId" TEXT NOT NULL,
    "renderedPageId" TEXT NOT NULL,
    "versionId" TEXT NOT NULL,
    "versionSlug" TEXT NOT NULL,
    "sectionId" TEXT NOT NULL,
    "sectionTitle" TEXT NOT NULL,
    "entryId" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "PublishedPage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PublishedSite" (
    "documentationId" TEXT NOT NULL,
    "snapshotId" TEXT NOT NULL,
    "publishedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PublishedSite_pkey" PRIMARY KEY ("documentationId")
);

-- CreateTable
CREATE TABLE "SearchTerm" (
    "documentationId" TEXT NOT NULL,
    "term" TEXT NOT NULL,

    CONSTRAINT "SearchTerm_pkey" PRIMARY KEY ("documentationId","term")
);

-- CreateTable
CREATE TABLE "BackupRepository" (
    "documentationId" TEXT NOT NULL,
    "repositoryUrl" TEXT NOT NULL,
    "branch" TEXT NOT NULL,
    "username" TEXT,
    "encryptedToken" TEXT,
    "updatedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BackupRepository_pkey" PRIMARY KEY ("documentationId")
);

-- CreateTable
CREATE TABLE "Backup" (
    "id" TEXT NOT NULL,
    "documentationId" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,
    "repositoryUrl" TEXT NOT NULL,
    "branch" TEXT NOT NULL,
    "commitSha" TEXT,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "Backup_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Job_documentationId_functionId_createdAt_idx" ON "Job"("documentationId", "functionId", "createdAt");

-- CreateIndex
CREATE INDEX "Job_status_runner_idx" ON "Job"("status", "runner");

-- CreateIndex
CREATE INDEX "RenderedPage_searchVector_idx" ON "RenderedPage" USING GIN ("searchVector");

-- CreateIndex
CREATE UNIQUE INDEX "RenderedPage_documentationId_contentHash_key" ON "RenderedPage"("documentationId", "contentHash");

-- CreateIndex
CREATE UNIQUE INDEX "PublishedSnapshot_jobId_key" ON "PublishedSnapshot"("jobId");

-- CreateIndex
CREATE INDEX "PublishedSnapshot_documentationId_createdAt_idx" ON "PublishedSnapshot"("documentationId", "createdAt");

-- CreateIndex
CREATE INDEX "PublishedPage_renderedPageId_idx" ON "PublishedPage"("renderedPageId");

-- CreateIndex
CREATE INDEX "PublishedPage_snapshotId_entryId_idx" ON "PublishedPage"("snapshotId", "entryId");

-- CreateIndex
CREATE UNIQUE INDEX "PublishedPage_snapshotId_versionSlug_path_key" ON "PublishedPage"("snapshotId", "versionSlug", "path");

-- CreateIndex
CREATE UNIQUE INDEX "PublishedSite_snapshotId_key" ON "PublishedSite"("snapshotId");

-- CreateIndex
CREATE INDEX "SearchTerm_term_idx" ON "SearchTerm" USING GIN ("term" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "Backup_jobId_key" ON "Backup"("jobId");

-- CreateIndex
CREATE INDEX "Backup_documentationId_createdAt_idx" ON "Backup"("documentationId", "createdAt");

-- AddForeignKey
ALTER TABLE "Job" ADD CONSTRAINT "Job_documentationId_fkey" FOREIGN KEY ("documentationId") REFERENCES "Documentation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobStep" ADD CONSTRAINT "JobStep_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RenderedPage" ADD CONSTRAINT "RenderedPage_documentationId_fkey" FOREIGN KEY ("documentationId") REFERENCES "Documentation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PublishedSnapshot" ADD CONSTRAINT "PublishedSnapshot_documentationId_fkey" FOREIGN KEY ("documentationId") REFERENCES "Documentation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PublishedPage" ADD CONSTRAINT "PublishedPage_snapshotId_fkey" FOREIGN KEY ("snapshotId") REFERENCES "PublishedSnapshot"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PublishedPage" ADD CONSTRAINT "PublishedPage_renderedPageId_fkey" FOREIGN KEY ("renderedPageId") REFERENCES "RenderedPage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PublishedSite" ADD CONSTRAINT "PublishedSite_documentationId_fkey" FOREIGN KEY ("documentationId") REFERENCES "Documentation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PublishedSite" ADD CONSTRAINT "PublishedSite_snapshotId_fkey" FOREIGN KEY ("snapshotId") REFERENCES "PublishedSnapshot"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SearchTerm" ADD CONSTRAINT "SearchTerm_documentationId_fkey" FOREIGN KEY ("documentationId") REFERENCES "Documentation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BackupRepository" ADD CONSTRAINT "BackupRepository_documentationId_fkey" FOREIGN KEY ("documentationId") REFERENCES "Documentation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Backup" ADD CONSTRAINT "Backup_documentationId_fkey" FOREIGN KEY ("documentationId") REFERENCES "Documentation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Backup" ADD CONSTRAINT "Backup_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The search vector follows title and text (a trigger rather than a generated column, which
-- Prisma would read as a default). Title words weigh more than body words in the ranking.
CREATE FUNCTION "rendered_page_search_vector"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchVector" := setweight(to_tsvector('simple', NEW."title"), 'A')
    || setweight(to_tsvector('simple', NEW."plainText"), 'B');
  RETURN NEW;
END $$;

CREATE TRIGGER "RenderedPage_search_vector" BEFORE INSERT OR UPDATE OF "title", "plainText" ON "RenderedPage"
  FOR EACH ROW EXECUTE FUNCTION "rendered_page_search_vector"();
