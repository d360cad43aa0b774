-- CreateTable
CREATE TABLE "PublishPlan" (
    "jobId" TEXT NOT NULL,
    "structure" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PublishPlan_pkey" PRIMARY KEY ("jobId")
);

-- AddForeignKey
ALTER TABLE "PublishPlan" ADD CONSTRAINT "PublishPlan_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;
