import { db } from "../db";
import { DomainError } from "../errors";
import { decryptSecret } from "../sealed-secrets";
import type { GitRemote } from "./git";
import { parseRepositoryUrl } from "./repository-url";

export const defaultBranch = (documentationId: string) => `docs-platform/${documentationId}`;
export const defaultUsername = "x-access-token";
/** The key purpose backup repository tokens are sealed under (lib/sealed-secrets.ts). */
export const credentialsPurpose = "backup-repository-credentials";

/** The configured repository of a project, credentials decrypted, for a backup job. */
export async function remoteOf(documentationId: string, repositoryUrl?: string, branch?: string): Promise<GitRemote> {
  const setting = await db.backupRepository.findUnique({ where: { documentationId } });
  if (!setting && !repositoryUrl) throw new DomainError("conflict", "No backup repository is configured for this documentation.");
  const url = repositoryUrl ?? setting!.repositoryUrl;
  // Credentials belong to the configured URL; a backup made to another URL travels without them.
  const token = setting?.encryptedToken && setting.repositoryUrl === url ? decryptSecret(setting.encryptedToken, credentialsPurpose) : null;
  return {
    target: parseRepositoryUrl(url),
    branch: branch ?? setting?.branch ?? defaultBranch(documentationId),
    credentials: token ? { username: setting?.username ?? defaultUsername, token } : null,
  };
}
