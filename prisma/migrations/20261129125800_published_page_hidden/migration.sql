-- AlterTable
ALTER TABLE "PublishedPage" ADD COLUMN     "hidden" BOOLEAN NOT NULL DEFAULT false;
