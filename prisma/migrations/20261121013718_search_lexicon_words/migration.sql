-- The typo-tolerance lexicon keeps words only: numbers, versions, file names and addresses
-- are searched as typed (lib/publishing/snapshot.ts indexSearchTerms).
DELETE FROM "SearchTerm" WHERE "term" ~ '[0-9./@:]';
