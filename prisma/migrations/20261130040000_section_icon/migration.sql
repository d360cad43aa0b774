-- AlterTable
ALTER TABLE "Section" ADD COLUMN     "icon" TEXT;

-- AlterTable
ALTER TABLE "ChangeRequestSection" ADD COLUMN     "icon" TEXT;
