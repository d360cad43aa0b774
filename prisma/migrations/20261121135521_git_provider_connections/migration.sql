-- An organization's Git provider connection (OAuth); its token is stored sealed.
-- CreateTable
CREATE TABLE "GitProviderConnection" (
    "organizationId" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "accountLogin" TEXT NOT NULL,
    "accountName" TEXT,
    "avatarUrl" TEXT,
    "scopes" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "encryptedToken" TEXT NOT NULL,
    "connectedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GitProviderConnection_pkey" PRIMARY KEY ("organizationId")
);

-- AddForeignKey
ALTER TABLE "GitProviderConnection" ADD CONSTRAINT "GitProviderConnection_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;
