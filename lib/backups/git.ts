import fs from "node:fs";
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import git, { type TreeEntry } from "isomorphic-git";
import { dataDir } from "../config";
import { DomainError } from "../errors";
import { guardedGitHttp, repositoryAddressPolicy } from "./git-http";
import type { DocumentationFiles } from "./documentation-files";
import type { RepositoryTarget } from "./repository-url";
import { productName } from "../product";

/** A backup repository and how to reach it. */
export interface GitRemote {
  target: RepositoryTarget;
  branch: string;
  credentials: { username: string; token: string } | null;
}

const author = { name: productName, email: "backups@docs-platform.invalid" };

/** Fetches and pushes reach only public addresses (see BACKUP_ALLOW_LOCAL_REPOSITORIES). */
const http = guardedGitHttp({
  policy: repositoryAddressPolicy((host) => new DomainError("upstream_failed", `The backup repository's host ${host} resolves to a private, loopback or otherwise internal address.`)),
  /** Idle time after which a silent connection is given up. */
  timeoutMs: 60_000,
});

/**
 * The repository objects are written to: a bare repository on disk is written directly; an
 * HTTP(S) remote goes through a local cache repository (`<cacheRoot>/<cacheName>.git` in the
 * data directory) that is fetched from and pushed to.
 */
export async function workingGitdir(remote: GitRemote, cacheName: string, cacheRoot = "backup-repositories"): Promise<string> {
  if (remote.target.kind === "local") {
    const exists = await stat(path.join(remote.target.gitdir, "objects")).then(
      () => true,
      () => false,
    );
    if (!exists) throw new DomainError("upstream_failed", "The backup repository is not a bare Git repository.");
    return remote.target.gitdir;
  }
  const gitdir = path.join(dataDir, cacheRoot, `${cacheName}.git`);
  await mkdir(gitdir, { recursive: true });
  await git.init({ fs, gitdir, bare: true, defaultBranch: remote.branch });
  return gitdir;
}

function auth(remote: GitRemote) {
  return remote.credentials ? () => ({ username: remote.credentials!.username, password: remote.credentials!.token }) : undefined;
}

/** Brings the remote branch into the cache; null when the branch does not exist yet. */
export async function fetchBranch(remote: GitRemote, gitdir: string): Promise<string | null> {
  if (remote.target.kind === "local") {
    return git.resolveRef({ fs, gitdir, ref: `refs/heads/${remote.branch}` }).catch(() => null);
  }
  await git.addRemote({ fs, gitdir, remote: "origin", url: remote.target.url, force: true });
  try {
    const result = await git.fetch({
      fs,
      http,
      gitdir,
      remote: "origin",
      ref: remote.branch,
      remoteRef: remote.branch,
      singleBranch: true,
      tags: false,
      onAuth: auth(remote),
    });
    return result.fetchHead ?? null;
  } catch (error) {
    const code = (error as { code?: string }).code;
    const missing = (error as { data?: { what?: string } }).data?.what;
    // isomorphic-git cannot fetch from a remote whose HEAD names no existing branch; the
    // branch as this server last pushed it is then the parent.
    if (code === "NotFoundError" && missing === "HEAD") {
      return git.resolveRef({ fs, gitdir, ref: `refs/heads/${remote.branch}` }).catch(() => null);
    }
    // A branch not created yet.
    if (code === "NotFoundError") return null;
    throw new DomainError("upstream_failed", `The backup repository could not be fetched: ${(error as Error).message}`);
  }
}

/** Writes the files as one commit on the branch and publishes it; returns the commit id. */
export async function commitFiles(remote: GitRemote, cacheName: string, files: DocumentationFiles, message: string): Promise<string> {
  const gitdir = await workingGitdir(remote, cacheName);
  const parent = await fetchBranch(remote, gitdir);
  const tree = await writeTree(gitdir, files);
  const timestamp = Math.floor(Date.now() / 1000);
  const commit = await git.writeCommit({
    fs,
    gitdir,
    commit: {
      message: message.endsWith("\n") ? message : `${message}\n`,
      tree,
      parent: parent ? [parent] : [],
      author: { ...author, timestamp, timezoneOffset: 0 },
      committer: { ...author, timestamp, timezoneOffset: 0 },
    },
  });
  await git.writeRef({ fs, gitdir, ref: `refs/heads/${remote.branch}`, value: commit, force: true });
  if (remote.target.kind === "http") {
    try {
      const pushed = await git.push({ fs, http, gitdir, url: remote.target.url, ref: remote.branch, remoteRef: remote.branch, onAuth: auth(remote) });
      if (!pushed.ok) throw new Error(pushed.error ?? "the remote refused the push");
    } catch (error) {
      throw new DomainError("upstream_failed", `The backup could not be pushed: ${(error as Error).message}`);
    }
  }
  return commit;
}

/**
 * Moves the remote branch from `parent` to `commit` (a fast-forward): false when the branch
 * moved meanwhile and the remote refused, so the caller can fetch, merge and try again.
 */
export async function pushFastForward(remote: GitRemote, gitdir: string, parent: string | null, commit: string): Promise<boolean> {
  const ref = `refs/heads/${remote.branch}`;
  if (remote.target.kind === "local") {
    const current = await git.resolveRef({ fs, gitdir, ref }).catch(() => null);
    if (current !== parent) return false;
    await git.writeRef({ fs, gitdir, ref, value: commit, force: true });
    return true;
  }
  await git.writeRef({ fs, gitdir, ref, value: commit, force: true });
  // The cache's branch must never show a commit the remote did not take.
  const undo = () => (parent ? git.writeRef({ fs, gitdir, ref, value: parent, force: true }) : git.deleteRef({ fs, gitdir, ref }));
  try {
    const pushed = await git.push({ fs, http, gitdir, url: remote.target.url, ref: remote.branch, remoteRef: remote.branch, onAuth: auth(remote) });
    if (pushed.ok) return true;
    throw new Error(pushed.error ?? "the remote refused the push");
  } catch (error) {
    await undo();
    const code = (error as { code?: string }).code;
    if (code === "PushRejectedError" || /non-fast-forward|fetch first|rejected/i.test((error as Error).message)) return false;
    throw new DomainError("upstream_failed", `The commit could not be pushed: ${(error as Error).message}`);
  }
}

/** A file of a tree to write: its bytes, or a blob already in the repository. */
export type TreeFile = Buffer | { oid: string; mode: string };

/** Nested trees built bottom-up from the flat file list; returns the root tree's id. */
export async function writeTree(gitdir: string, files: Map<string, TreeFile>): Promise<string> {
  interface Directory {
    files: Map<string, TreeFile>;
    directories: Map<string, Directory>;
  }
  const root: Directory = { files: new Map(), directories: new Map() };
  for (const [filePath, content] of files) {
    const parts = filePath.split("/");
    let directory = root;
    for (const part of parts.slice(0, -1)) {
      let next = directory.directories.get(part);
      if (!next) directory.directories.set(part, (next = { files: new Map(), directories: new Map() }));
      directory = next;
    }
    directory.files.set(parts.at(-1)!, content);
  }
  const write = async (directory: Directory): Promise<string> => {
    const entries: TreeEntry[] = [];
    for (const [name, file] of directory.files) {
      if (Buffer.isBuffer(file)) entries.push({ mode: "100644", path: name, oid: await git.writeBlob({ fs, gitdir, blob: file }), type: "blob" });
      else entries.push({ mode: file.mode, path: name, oid: file.oid, type: file.mode === "160000" ? "commit" : "blob" });
    }
    for (const [name, child] of directory.directories) {
      entries.push({ mode: "040000", path: name, oid: await write(child), type: "tree" });
    }
    return git.writeTree({ fs, gitdir, tree: entries });
  };
  return write(root);
}

/** Every file of a commit on the branch (fetched first from an HTTP remote). */
export async function readCommitFiles(remote: GitRemote, cacheName: string, commit: string): Promise<DocumentationFiles> {
  const gitdir = await workingGitdir(remote, cacheName);
  const present = await git.readCommit({ fs, gitdir, oid: commit }).then(
    () => true,
    () => false,
  );
  if (!present) {
    await fetchBranch(remote, gitdir);
    await git.readCommit({ fs, gitdir, oid: commit }).catch(() => {
      throw new DomainError("upstream_failed", `The backup commit ${commit} is not in the repository.`);
    });
  }
  const files: DocumentationFiles = new Map();
  const walk = async (oid: string, prefix: string) => {
    const { tree } = await git.readTree({ fs, gitdir, oid });
    for (const entry of tree) {
      const entryPath = prefix ? `${prefix}/${entry.path}` : entry.path;
      if (entry.type === "tree") await walk(entry.oid, entryPath);
      else files.set(entryPath, Buffer.from((await git.readBlob({ fs, gitdir, oid: entry.oid })).blob));
    }
  };
  const { commit: parsed } = await git.readCommit({ fs, gitdir, oid: commit });
  await walk(parsed.tree, "");
  return files;
}
