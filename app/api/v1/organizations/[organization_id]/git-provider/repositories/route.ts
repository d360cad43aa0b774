import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { GitProviderParams, RepositoriesQuery } from "@/lib/git-provider/schemas";
import { listConnectedRepositories } from "@/lib/git-provider/service";
import { GitRepositoryList } from "@/lib/git-provider/views";

/** Conflict when the organization has no connection. */
export const GET = route(
  {
    summary: "List repositories the Git connection can reach",
    params: GitProviderParams,
    permission: "git.read",
    query: RepositoriesQuery,
    problems: ["conflict", "upstream_failed", "unavailable", "upstream_timeout"],
    responses: { 200: GitRepositoryList },
  },
  async ({ access, query, request }) => paginated(request, await listConnectedRepositories(access, query)),
);
