-- A workspace may have roadmap visitors confirm their email with a mailed code.
ALTER TABLE "FeedbackWorkspace" ADD COLUMN "confirmCustomerEmails" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "FeedbackCustomer" ADD COLUMN "codeHash" TEXT, ADD COLUMN "codeExpiresAt" TIMESTAMP(3);
