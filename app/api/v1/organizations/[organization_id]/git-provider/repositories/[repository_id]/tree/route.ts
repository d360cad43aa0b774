import { route } from "@/lib/http/route";
import { RepositoryParams, TreeQuery } from "@/lib/git-provider/schemas";
import { repositoryTree } from "@/lib/git-provider/service";
import { GitTreeView } from "@/lib/git-provider/views";

/** Conflict when the organization has no connection or the repository is empty. */
export const GET = route(
  {
    summary: "Get a repository's file tree",
    params: RepositoryParams,
    permission: "git.read",
    query: TreeQuery,
    problems: ["conflict", "upstream_failed", "unavailable", "upstream_timeout"],
    responses: { 200: GitTreeView },
  },
  ({ access, params, query }) => repositoryTree(access, params.repository_id, query),
);
