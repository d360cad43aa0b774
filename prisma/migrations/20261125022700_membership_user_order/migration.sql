-- DropIndex
DROP INDEX "Membership_userId_idx";

-- CreateIndex
CREATE INDEX "Membership_userId_status_createdAt_id_idx" ON "Membership"("userId", "status", "createdAt", "id");
