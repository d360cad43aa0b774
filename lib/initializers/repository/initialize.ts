import type { DocumentationAccess } from "../../auth/access";
import type { Principal } from "../../auth/principal";
import { invalidInput } from "../../errors";
import type { Prisma } from "../../generated/prisma/client";
import { connectedRepositoryTree } from "../../git-provider/service";
import { assertUninitialized, writeInitialContent } from "../initial-content";
import { contentFromMarkdownFiles, type MarkdownFile } from "../markdown-files";
import { withGitUrlFiles, type GitUrlSource } from "./git-url";
import { readMarkdownFiles } from "./markdown-selection";
import type { InitializeFromRepositoryInput } from "./schemas";

interface RepositoryMarkdown {
  files: MarkdownFile[];
  /** Where the content came from, kept on every section as its source. */
  details: Prisma.InputJsonObject;
}

/** Through the organization's Git provider connection: the tree, then the selected files' contents. */
async function connectedMarkdown(access: DocumentationAccess, repositoryId: string, ref: string | undefined, root: string): Promise<RepositoryMarkdown> {
  const { repository, ref: resolvedRef, tree, readBlob } = await connectedRepositoryTree(access.organizationId, repositoryId, ref);
  if (tree.truncated) {
    throw invalidInput("The Git provider lists this repository's tree only in part; import it with repository_url instead.", [
      { path: "body.repository_id", message: "tree too large for the provider's listing" },
    ]);
  }
  const files = tree.tree.filter((entry) => entry.type === "blob").map((entry) => ({ path: entry.path, size: entry.size, read: () => readBlob(entry.sha) }));
  return {
    files: await readMarkdownFiles(files, root),
    details: { provider: "github", repository_id: String(repository.id), full_name: repository.full_name, ref: resolvedRef, tree_sha: tree.sha, root },
  };
}

async function urlMarkdown(source: GitUrlSource, root: string): Promise<RepositoryMarkdown> {
  return withGitUrlFiles(source, root, async (files, commit) => ({
    files: await readMarkdownFiles(files, root),
    // The URL as given: a token never travels in it (parseRepositoryUrl refuses credentials).
    details: { repository_url: source.repositoryUrl, ref: source.ref ?? null, commit, root },
  }));
}

/**
 * Imports the markdown files under `path` of a repository as the project's first content:
 * top-level directories become sections, deeper ones folders (lib/initializers/markdown-files.ts).
 */
export async function initializeFromRepository(access: DocumentationAccess, principal: Principal, input: InitializeFromRepositoryInput) {
  await assertUninitialized(access.documentationId);
  const root = input.path ?? "";
  const { files, details } = input.repository_id
    ? await connectedMarkdown(access, input.repository_id, input.ref, root)
    : await urlMarkdown({ repositoryUrl: input.repository_url!, ref: input.ref, token: input.token }, root);
  const content = contentFromMarkdownFiles(files, { versionName: input.version_name ?? "v1", source: "repository", sourceDetails: details });
  return writeInitialContent(access, principal, "repository", content);
}
