import fs from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import git from "isomorphic-git";
import { guardedGitHttp, repositoryAddressPolicy } from "../../backups/git-http";
import { parseRepositoryUrl } from "../../backups/repository-url";
import { DomainError, invalidInput } from "../../errors";
import type { RepositoryFile } from "./markdown-selection";

/** A shallow clone's download: a repository far larger than the markdown an import may take is refused. */
const downloadLimitBytes = Number(process.env.REPOSITORY_IMPORT_DOWNLOAD_LIMIT_BYTES ?? 200 * 1024 * 1024);
const timeoutMs = Number(process.env.REPOSITORY_IMPORT_TIMEOUT_MS ?? 60_000);

const urlError = (message: string) => invalidInput(message, [{ path: "body.repository_url", message }]);
const refError = (ref: string) => invalidInput(`The repository has no branch or tag named ${ref}.`, [{ path: "body.ref", message: "no such branch or tag" }]);

async function* capped(body: IncomingMessage): AsyncIterableIterator<Uint8Array> {
  let received = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > downloadLimitBytes) {
      body.destroy();
      throw new DomainError("payload_too_large", "The repository is too large to import; import a smaller one or use the Git provider connection.", {
        extensions: { limit_bytes: downloadLimitBytes },
      });
    }
    yield chunk;
  }
}

/** Clones through the SSRF guard, with a download cap. */
const guardedHttp = guardedGitHttp({
  policy: repositoryAddressPolicy((host) => urlError(`The repository host ${host} resolves to a private, loopback or otherwise internal address.`)),
  timeoutMs,
  body: capped,
});

/** Every file of the commit's tree under `root` (other directories are not descended into). */
async function treeFiles(gitdir: string, commit: string, root: string): Promise<RepositoryFile[]> {
  const files: RepositoryFile[] = [];
  const walk = async (oid: string, prefix: string) => {
    const { tree } = await git.readTree({ fs, gitdir, oid });
    for (const entry of tree) {
      const entryPath = prefix ? `${prefix}/${entry.path}` : entry.path;
      const onTheWay = root === entryPath || root.startsWith(`${entryPath}/`);
      const inside = root === "" || entryPath.startsWith(`${root}/`);
      if (entry.type === "tree" && (onTheWay || inside)) await walk(entry.oid, entryPath);
      else if (entry.type === "blob" && inside) files.push({ path: entryPath, read: async () => Buffer.from((await git.readBlob({ fs, gitdir, oid: entry.oid })).blob) });
    }
  };
  const { commit: parsed } = await git.readCommit({ fs, gitdir, oid: commit });
  await walk(parsed.tree, "");
  return files;
}

function cloneError(error: unknown, ref: string | undefined): Error {
  if (error instanceof DomainError) return error;
  const { code, data } = error as { code?: string; data?: { statusCode?: number } };
  if (code === "HttpError" && (data?.statusCode === 401 || data?.statusCode === 403)) {
    return invalidInput("The repository refused access; send a token that can read it.", [{ path: "body.token", message: "access refused" }]);
  }
  if (code === "NotFoundError" && ref) return refError(ref);
  if (code === "HttpError" && data?.statusCode === 404) return urlError("No Git repository answers at this URL.");
  return new DomainError("upstream_failed", `The repository could not be cloned: ${(error as Error).message}`);
}

export interface GitUrlSource {
  repositoryUrl: string;
  ref?: string;
  token?: string;
}

/**
 * Runs `consume` on the files of a Git repository given by URL, at `ref` (a branch or tag; by
 * default the remote's HEAD): an HTTP(S) remote is shallow-cloned into a temporary directory
 * removed afterwards; a repository on disk (where configuration allows) is read in place.
 */
export async function withGitUrlFiles<T>(source: GitUrlSource, root: string, consume: (files: RepositoryFile[], commit: string) => Promise<T>): Promise<T> {
  const target = parseRepositoryUrl(source.repositoryUrl);
  if (target.kind === "local") {
    const nested = path.join(target.gitdir, ".git");
    const gitdir = (await stat(nested).then(() => true, () => false)) ? nested : target.gitdir;
    if (!(await stat(path.join(gitdir, "objects")).then(() => true, () => false))) throw urlError("No Git repository is at this path.");
    const commit = await git.resolveRef({ fs, gitdir, ref: source.ref ?? "HEAD" }).catch(() => {
      throw source.ref ? refError(source.ref) : urlError("The repository has no commits.");
    });
    return consume(await treeFiles(gitdir, commit, root), commit);
  }
  const gitdir = await mkdtemp(path.join(tmpdir(), "docs-platform-import-"));
  try {
    const token = source.token;
    await git
      .clone({
        fs,
        http: guardedHttp,
        dir: gitdir,
        gitdir,
        url: target.url,
        ref: source.ref,
        singleBranch: true,
        depth: 1,
        noCheckout: true,
        noTags: true,
        onAuth: token ? () => ({ username: "x-access-token", password: token }) : undefined,
      })
      .catch((error: unknown) => {
        throw cloneError(error, source.ref);
      });
    const commit = await git.resolveRef({ fs, gitdir, ref: "HEAD" });
    return await consume(await treeFiles(gitdir, commit, root), commit);
  } finally {
    await rm(gitdir, { recursive: true, force: true });
  }
}
