-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "report" JSONB;

-- AlterTable
ALTER TABLE "RenderedPage" ADD COLUMN     "anchors" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "links" JSONB NOT NULL DEFAULT '[]';

-- CreateTable
CREATE TABLE "SiteRedirect" (
    "id" TEXT NOT NULL,
    "documentationId" TEXT NOT NULL,
    "fromPath" TEXT NOT NULL,
    "toPath" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SiteRedirect_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SiteRedirect_documentationId_fromPath_key" ON "SiteRedirect"("documentationId", "fromPath");

-- AddForeignKey
ALTER TABLE "SiteRedirect" ADD CONSTRAINT "SiteRedirect_documentationId_fkey" FOREIGN KEY ("documentationId") REFERENCES "Documentation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Like the other bulky columns of a rendered page: read row by row, never filtered on.
ALTER TABLE "RenderedPage"
  ALTER COLUMN "links" SET STATISTICS 0,
  ALTER COLUMN "anchors" SET STATISTICS 0;
