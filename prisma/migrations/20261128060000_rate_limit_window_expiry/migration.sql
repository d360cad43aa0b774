-- Each window says when it is no key's current or previous one (two of its lengths after it
-- starts), so pruning needs no knowledge of the longest limit any caller sets.
ALTER TABLE "RateLimitWindow" ADD COLUMN "expiresAt" TIMESTAMP(3);
-- The rows before this kept the horizon then used: twice the longest idea window, a week.
UPDATE "RateLimitWindow" SET "expiresAt" = "windowStart" + interval '14 days';
ALTER TABLE "RateLimitWindow" ALTER COLUMN "expiresAt" SET NOT NULL;

CREATE INDEX "RateLimitWindow_expiresAt_idx" ON "RateLimitWindow"("expiresAt");
