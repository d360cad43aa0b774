-- The lexicon now holds every word of the published pages, numbers, versions and file names
-- included: search matches a prefix through the words it completes to (lib/search/search.ts),
-- read as a range of the primary key. Byte order ("C") makes that range exact whatever the
-- database's collation (Prisma's schema does not declare collations).
ALTER TABLE "SearchTerm" ALTER COLUMN "term" SET DATA TYPE TEXT COLLATE "C";

-- Typo corrections compare a word with the lexicon's words of the same first letter, a range
-- of the primary key too: the trigram index is no longer read.
DROP INDEX "SearchTerm_term_idx";

-- Words of pages published before this migration.
INSERT INTO "SearchTerm" ("documentationId", "term")
SELECT DISTINCT "documentationId", word
FROM "RenderedPage", unnest(tsvector_to_array("searchVector")) AS word
ON CONFLICT DO NOTHING;
