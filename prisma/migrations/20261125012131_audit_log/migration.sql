-- CreateTable
CREATE TABLE "AuditEntry" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT,
    "actorType" TEXT NOT NULL,
    "actorId" TEXT NOT NULL,
    "actorUserId" TEXT,
    "action" TEXT NOT NULL,
    "route" TEXT,
    "targets" JSONB NOT NULL DEFAULT '{}',
    "targetIds" TEXT[],
    "requestId" TEXT NOT NULL,
    "clientHash" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuditEntry_organizationId_createdAt_id_idx" ON "AuditEntry"("organizationId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "AuditEntry_organizationId_action_createdAt_idx" ON "AuditEntry"("organizationId", "action", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "AuditEntry_organizationId_actorId_createdAt_idx" ON "AuditEntry"("organizationId", "actorId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "AuditEntry_targetIds_idx" ON "AuditEntry" USING GIN ("targetIds");

-- CreateIndex
CREATE INDEX "AuditEntry_requestId_idx" ON "AuditEntry"("requestId");
