-- AlterTable
ALTER TABLE "Section" ADD COLUMN     "entriesRevision" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex (top-level entries have a NULL parent: NULLS NOT DISTINCT keeps their slugs unique too)
CREATE UNIQUE INDEX "Entry_sectionId_parentId_slug_key" ON "Entry"("sectionId", "parentId", "slug") NULLS NOT DISTINCT;

-- Every change to entries bumps their sections' revision, whoever writes them: the tree
-- cache keys on it. Statement-level triggers touch each section once per statement.
CREATE FUNCTION "bump_section_entries_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "Section" SET "entriesRevision" = "entriesRevision" + 1
      WHERE "id" IN (SELECT "sectionId" FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "Section" SET "entriesRevision" = "entriesRevision" + 1
      WHERE "id" IN (SELECT "sectionId" FROM new_rows UNION SELECT "sectionId" FROM old_rows);
  ELSE
    UPDATE "Section" SET "entriesRevision" = "entriesRevision" + 1
      WHERE "id" IN (SELECT "sectionId" FROM old_rows);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "Entry_insert_bumps_section" AFTER INSERT ON "Entry"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_section_entries_revision"();
CREATE TRIGGER "Entry_update_bumps_section" AFTER UPDATE ON "Entry"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_section_entries_revision"();
CREATE TRIGGER "Entry_delete_bumps_section" AFTER DELETE ON "Entry"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_section_entries_revision"();
