-- CreateTable
CREATE TABLE "PageView" (
    "id" BIGSERIAL NOT NULL,
    "documentationId" TEXT NOT NULL,
    "versionId" TEXT,
    "day" DATE NOT NULL,
    "path" TEXT NOT NULL,
    "referrerHost" TEXT,
    "country" TEXT,
    "device" TEXT NOT NULL,
    "visitorHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PageView_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SearchEvent" (
    "id" BIGSERIAL NOT NULL,
    "documentationId" TEXT NOT NULL,
    "versionId" TEXT,
    "day" DATE NOT NULL,
    "kind" TEXT NOT NULL,
    "query" TEXT NOT NULL,
    "resultCount" INTEGER,
    "resultPath" TEXT,
    "visitorHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SearchEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AskQuestion" (
    "id" TEXT NOT NULL,
    "documentationId" TEXT NOT NULL,
    "versionId" TEXT,
    "day" DATE NOT NULL,
    "question" TEXT NOT NULL,
    "answered" BOOLEAN NOT NULL,
    "citedPaths" TEXT[],
    "visitorHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AskQuestion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PageFeedback" (
    "id" TEXT NOT NULL,
    "documentationId" TEXT NOT NULL,
    "versionId" TEXT,
    "day" DATE NOT NULL,
    "path" TEXT NOT NULL,
    "helpful" BOOLEAN NOT NULL,
    "comment" TEXT,
    "visitorHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PageFeedback_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AnalyticsDay" (
    "documentationId" TEXT NOT NULL,
    "versionKey" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "views" INTEGER NOT NULL DEFAULT 0,
    "visitors" INTEGER NOT NULL DEFAULT 0,
    "searches" INTEGER NOT NULL DEFAULT 0,
    "zeroResultSearches" INTEGER NOT NULL DEFAULT 0,
    "searchClicks" INTEGER NOT NULL DEFAULT 0,
    "questions" INTEGER NOT NULL DEFAULT 0,
    "unanswered" INTEGER NOT NULL DEFAULT 0,
    "helpful" INTEGER NOT NULL DEFAULT 0,
    "notHelpful" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "AnalyticsDay_pkey" PRIMARY KEY ("documentationId","versionKey","day")
);

-- CreateTable
CREATE TABLE "AnalyticsDayVisitor" (
    "documentationId" TEXT NOT NULL,
    "versionKey" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "visitorHash" TEXT NOT NULL,

    CONSTRAINT "AnalyticsDayVisitor_pkey" PRIMARY KEY ("documentationId","day","versionKey","visitorHash")
);

-- CreateTable
CREATE TABLE "AnalyticsPageDay" (
    "documentationId" TEXT NOT NULL,
    "versionKey" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "path" TEXT NOT NULL,
    "views" INTEGER NOT NULL,
    "visitors" INTEGER NOT NULL,

    CONSTRAINT "AnalyticsPageDay_pkey" PRIMARY KEY ("documentationId","day","versionKey","path")
);

-- CreateTable
CREATE TABLE "AnalyticsSearchDay" (
    "documentationId" TEXT NOT NULL,
    "versionKey" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "query" TEXT NOT NULL,
    "searches" INTEGER NOT NULL,
    "zeroResults" INTEGER NOT NULL,
    "clicks" INTEGER NOT NULL,
    "resultCount" INTEGER NOT NULL,

    CONSTRAINT "AnalyticsSearchDay_pkey" PRIMARY KEY ("documentationId","day","versionKey","query")
);

-- CreateTable
CREATE TABLE "AnalyticsSalt" (
    "day" DATE NOT NULL,
    "salt" TEXT NOT NULL,

    CONSTRAINT "AnalyticsSalt_pkey" PRIMARY KEY ("day")
);

-- CreateIndex
CREATE INDEX "PageView_documentationId_day_idx" ON "PageView"("documentationId", "day");

-- CreateIndex
CREATE INDEX "SearchEvent_documentationId_day_idx" ON "SearchEvent"("documentationId", "day");

-- CreateIndex
CREATE INDEX "AskQuestion_documentationId_createdAt_id_idx" ON "AskQuestion"("documentationId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "AskQuestion_documentationId_day_idx" ON "AskQuestion"("documentationId", "day");

-- CreateIndex
CREATE INDEX "PageFeedback_documentationId_createdAt_id_idx" ON "PageFeedback"("documentationId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "PageFeedback_documentationId_day_idx" ON "PageFeedback"("documentationId", "day");

-- AddForeignKey
ALTER TABLE "PageView" ADD CONSTRAINT "PageView_documentationId_fkey" FOREIGN KEY ("documentationId") REFERENCES "Documentation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SearchEvent" ADD CONSTRAINT "SearchEvent_documentationId_fkey" FOREIGN KEY ("documentationId") REFERENCES "Documentation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AskQuestion" ADD CONSTRAINT "AskQuestion_documentationId_fkey" FOREIGN KEY ("documentationId") REFERENCES "Documentation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PageFeedback" ADD CONSTRAINT "PageFeedback_documentationId_fkey" FOREIGN KEY ("documentationId") REFERENCES "Documentation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AnalyticsDay" ADD CONSTRAINT "AnalyticsDay_documentationId_fkey" FOREIGN KEY ("documentationId") REFERENCES "Documentation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AnalyticsPageDay" ADD CONSTRAINT "AnalyticsPageDay_documentationId_fkey" FOREIGN KEY ("documentationId") REFERENCES "Documentation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AnalyticsSearchDay" ADD CONSTRAINT "AnalyticsSearchDay_documentationId_fkey" FOREIGN KEY ("documentationId") REFERENCES "Documentation"("id") ON DELETE CASCADE ON UPDATE CASCADE;
