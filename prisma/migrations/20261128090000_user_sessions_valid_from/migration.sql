-- A password change signs out the sessions that began before it.
ALTER TABLE "User" ADD COLUMN "sessionsValidFrom" TIMESTAMP(3);
