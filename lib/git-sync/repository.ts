import fs from "node:fs";
import path from "node:path";
import git from "isomorphic-git";
import { fetchBranch, workingGitdir, type GitRemote } from "../backups/git";
import { parseRepositoryUrl } from "../backups/repository-url";
import { dataDir } from "../config";
import { db } from "../db";
import { decryptSecret } from "../sealed-secrets";
import { providerToken } from "../git-provider/service";

/** The key purpose sync tokens and webhook secrets are sealed under (lib/sealed-secrets.ts). */
export const credentialsPurpose = "git-sync-credentials";
export const webhookSecretPurpose = "git-sync-webhook-secret";
export const defaultUsername = "x-access-token";

type LinkRow = NonNullable<Awaited<ReturnType<typeof db.gitSyncLink.findUnique>>>;

/** The remote of a link with its credentials: the link's own token, or the organization's Git provider connection. */
export async function remoteOfLink(link: LinkRow): Promise<GitRemote> {
  const token = link.providerRepositoryId
    ? await providerToken(link.organizationId)
    : link.encryptedToken
      ? decryptSecret(link.encryptedToken, credentialsPurpose)
      : null;
  return {
    target: parseRepositoryUrl(link.repositoryUrl),
    branch: link.branch,
    credentials: token ? { username: link.username ?? defaultUsername, token } : null,
  };
}

const cacheRoot = "git-sync-repositories";

/** Where the local copy of a link's HTTP(S) remote is kept. */
export const cachePath = (linkId: string) => path.join(dataDir, cacheRoot, `${linkId}.git`);

export interface SyncRepository {
  remote: GitRemote;
  gitdir: string;
}

/** The link's cache repository (or the bare repository itself, on disk), fetched: the branch head, null for a branch not created yet. */
export async function fetchLinkHead(link: LinkRow): Promise<SyncRepository & { head: string | null }> {
  const remote = await remoteOfLink(link);
  const gitdir = await workingGitdir(remote, link.id, cacheRoot);
  return { remote, gitdir, head: await fetchBranch(remote, gitdir) };
}

export interface TreeFileRef {
  oid: string;
  mode: string;
}

/** Every file of a commit's tree, flat, by path. */
export async function listFiles(gitdir: string, commit: string | null): Promise<Map<string, TreeFileRef>> {
  const files = new Map<string, TreeFileRef>();
  if (!commit) return files;
  const walk = async (oid: string, prefix: string) => {
    const { tree } = await git.readTree({ fs, gitdir, oid });
    await Promise.all(
      tree.map(async (entry) => {
        const entryPath = prefix ? `${prefix}/${entry.path}` : entry.path;
        if (entry.type === "tree") await walk(entry.oid, entryPath);
        else files.set(entryPath, { oid: entry.oid, mode: entry.mode });
      }),
    );
  };
  const { commit: parsed } = await git.readCommit({ fs, gitdir, oid: commit });
  await walk(parsed.tree, "");
  return files;
}

export async function readText(gitdir: string, oid: string): Promise<string> {
  const { blob } = await git.readBlob({ fs, gitdir, oid });
  return Buffer.from(blob).toString("utf8");
}

/** A blob's id as Git computes it, without writing it. */
export async function blobOid(content: Buffer): Promise<string> {
  const { oid } = await git.hashBlob({ object: content });
  return oid;
}

/** Whether `head` descends from `ancestor` (false after a force push that dropped it). */
export async function descendsFrom(gitdir: string, head: string, ancestor: string): Promise<boolean> {
  if (head === ancestor) return true;
  return git.isDescendent({ fs, gitdir, oid: head, ancestor, depth: -1 }).catch(() => false);
}

export interface Signature {
  name: string;
  email: string;
}

export async function writeCommit(gitdir: string, commit: { tree: string; parent: string | null; author: Signature; committer: Signature; message: string }): Promise<string> {
  const timestamp = Math.floor(Date.now() / 1000);
  return git.writeCommit({
    fs,
    gitdir,
    commit: {
      message: commit.message.endsWith("\n") ? commit.message : `${commit.message}\n`,
      tree: commit.tree,
      parent: commit.parent ? [commit.parent] : [],
      author: { ...commit.author, timestamp, timezoneOffset: 0 },
      committer: { ...commit.committer, timestamp, timezoneOffset: 0 },
    },
  });
}
