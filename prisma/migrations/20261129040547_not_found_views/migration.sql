-- AlterTable
ALTER TABLE "AnalyticsDay" ADD COLUMN     "notFound" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "NotFoundView" (
    "id" BIGSERIAL NOT NULL,
    "documentationId" TEXT NOT NULL,
    "versionId" TEXT,
    "day" DATE NOT NULL,
    "path" TEXT NOT NULL,
    "referrerHost" TEXT,
    "visitorHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "NotFoundView_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AnalyticsNotFoundDay" (
    "documentationId" TEXT NOT NULL,
    "versionKey" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "path" TEXT NOT NULL,
    "referrerHost" TEXT NOT NULL,
    "views" INTEGER NOT NULL,
    "visitors" INTEGER NOT NULL,

    CONSTRAINT "AnalyticsNotFoundDay_pkey" PRIMARY KEY ("documentationId","day","versionKey","path","referrerHost")
);

-- CreateIndex
CREATE INDEX "NotFoundView_documentationId_day_idx" ON "NotFoundView"("documentationId", "day");

-- AddForeignKey
ALTER TABLE "NotFoundView" ADD CONSTRAINT "NotFoundView_documentationId_fkey" FOREIGN KEY ("documentationId") REFERENCES "Documentation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AnalyticsNotFoundDay" ADD CONSTRAINT "AnalyticsNotFoundDay_documentationId_fkey" FOREIGN KEY ("documentationId") REFERENCES "Documentation"("id") ON DELETE CASCADE ON UPDATE CASCADE;
