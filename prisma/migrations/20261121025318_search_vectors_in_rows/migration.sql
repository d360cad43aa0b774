-- Search finds a candidate's place in the live snapshot with one index entry, not one per
-- snapshot that kept the page.
DROP INDEX "PublishedPage_renderedPageId_idx";
CREATE INDEX "PublishedPage_renderedPageId_snapshotId_idx" ON "PublishedPage"("renderedPageId", "snapshotId");

-- Search ranks every candidate page by its vector: kept in the row rather than moved to the
-- TOAST table with the page's HTML, it costs no extra index and page reads per candidate.
-- Existing vectors move into their rows when their pages are rendered again: rewriting them
-- here would leave a dead copy of every row, and the embedded database runs no vacuum.
ALTER TABLE "RenderedPage" ALTER COLUMN "searchVector" SET STORAGE MAIN;
