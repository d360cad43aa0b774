-- What a change was, in words: the route's or the job's summary.
ALTER TABLE "AuditEntry" ADD COLUMN "summary" TEXT;
