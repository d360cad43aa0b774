import { parseRepositoryUrl } from "../../backups/repository-url";
import { invalidInput } from "../../errors";
import type { Prisma } from "../../generated/prisma/client";
import { assertConnected, connectedRepositoryTree } from "../../git-provider/service";
import { assertUninitialized, writeInitialContent } from "../initial-content";
import type { ImportContext, ImportTarget } from "../imports/context";
import { contentFromMarkdownFiles, type MarkdownFile } from "../markdown-files";
import { withGitUrlFiles, type GitUrlSource } from "./git-url";
import { readMarkdownFiles } from "./markdown-selection";
import type { InitializeFromRepositoryInput } from "./schemas";

interface RepositoryMarkdown {
  files: MarkdownFile[];
  /** Where the content came from, kept on every section as its source. */
  details: Prisma.InputJsonObject;
}

type Progress = ImportContext["reportProgress"];

/** Through the organization's Git provider connection: the tree, then the selected files' contents. */
async function connectedMarkdown(organizationId: string, repositoryId: string, ref: string | undefined, root: string, progress: Progress): Promise<RepositoryMarkdown> {
  const { repository, ref: resolvedRef, tree, readBlob } = await connectedRepositoryTree(organizationId, repositoryId, ref);
  if (tree.truncated) {
    throw invalidInput("The Git provider lists this repository's tree only in part; import it with repository_url instead.", [
      { path: "body.repository_id", message: "tree too large for the provider's listing" },
    ]);
  }
  const files = tree.tree.filter((entry) => entry.type === "blob").map((entry) => ({ path: entry.path, size: entry.size, read: () => readBlob(entry.sha) }));
  return {
    files: await readMarkdownFiles(files, root, progress),
    details: { provider: "github", repository_id: String(repository.id), full_name: repository.full_name, ref: resolvedRef, tree_sha: tree.sha, root },
  };
}

async function urlMarkdown(source: GitUrlSource, root: string, progress: Progress): Promise<RepositoryMarkdown> {
  return withGitUrlFiles(source, root, async (files, commit) => ({
    files: await readMarkdownFiles(files, root, progress),
    // The URL as given: a token never travels in it (parseRepositoryUrl refuses credentials).
    details: { repository_url: source.repositoryUrl, ref: source.ref ?? null, commit, root },
  }));
}

/**
 * What is refused before an import job starts, without reaching the repository: a URL that
 * is refused as for backups, or a `repository_id` without a Git provider connection.
 */
export async function checkRepositorySource(organizationId: string, input: InitializeFromRepositoryInput): Promise<void> {
  if (input.repository_id) await assertConnected(organizationId);
  else parseRepositoryUrl(input.repository_url!);
}

/**
 * Imports the markdown files under `path` of a repository as the project's first content:
 * top-level directories become sections, deeper ones folders (lib/initializers/markdown-files.ts).
 */
export async function initializeFromRepository(target: ImportTarget, input: InitializeFromRepositoryInput, context: ImportContext) {
  await assertUninitialized(target.documentationId);
  const root = input.path ?? "";
  const progress = context.reportProgress;
  const { files, details } = input.repository_id
    ? await connectedMarkdown(target.organizationId, input.repository_id, input.ref, root, progress)
    : await urlMarkdown({ repositoryUrl: input.repository_url!, ref: input.ref, token: input.token }, root, progress);
  const content = contentFromMarkdownFiles(files, { versionName: input.version_name ?? "v1", source: "repository", sourceDetails: details });
  return writeInitialContent(target, target, "repository", content, { alsoWrite: context.recordOutcome });
}
