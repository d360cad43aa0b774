-- CreateTable
CREATE TABLE "PagePassage" (
    "id" TEXT NOT NULL,
    "renderedPageId" TEXT NOT NULL,
    "documentationId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "anchor" TEXT,
    "heading" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "searchVector" tsvector,

    CONSTRAINT "PagePassage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PagePassage_searchVector_idx" ON "PagePassage" USING GIN ("searchVector");

-- CreateIndex
CREATE UNIQUE INDEX "PagePassage_renderedPageId_position_key" ON "PagePassage"("renderedPageId", "position");

-- AddForeignKey
ALTER TABLE "PagePassage" ADD CONSTRAINT "PagePassage_renderedPageId_fkey" FOREIGN KEY ("renderedPageId") REFERENCES "RenderedPage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The search vector follows heading, title and text (a trigger, as for RenderedPage: Prisma
-- would read a generated column as a default). Readers ask in sentences, so words are stemmed
-- and stop words dropped (English), unlike the search box's prefix search. The heading weighs
-- most, then the page title (on every passage of the page), then the text.
CREATE FUNCTION "page_passage_search_vector"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchVector" := setweight(to_tsvector('english', NEW."heading"), 'A')
    || setweight(to_tsvector('english', NEW."title"), 'B')
    || setweight(to_tsvector('english', NEW."text"), 'D');
  RETURN NEW;
END $$;

CREATE TRIGGER "PagePassage_search_vector" BEFORE INSERT OR UPDATE OF "heading", "title", "text" ON "PagePassage"
  FOR EACH ROW EXECUTE FUNCTION "page_passage_search_vector"();

-- Ranking reads each candidate's vector: kept in the row, not in the TOAST table.
ALTER TABLE "PagePassage" ALTER COLUMN "searchVector" SET STORAGE MAIN;
