-- No query filters, joins or sorts on a rendered page's bulky columns, so the planner needs no
-- statistics of them. Sorting thousands of JSON tables of contents made up most of the
-- ANALYZE that follows a large publish (lib/publishing/snapshot.ts).
ALTER TABLE "RenderedPage"
  ALTER COLUMN "markdown" SET STATISTICS 0,
  ALTER COLUMN "html" SET STATISTICS 0,
  ALTER COLUMN "toc" SET STATISTICS 0,
  ALTER COLUMN "plainText" SET STATISTICS 0;
