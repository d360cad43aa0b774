import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { GitProviderParams, RepositoriesQuery } from "@/lib/git-provider/schemas";
import { listConnectedRepositories, repositoryView } from "@/lib/git-provider/service";

export const GET = route({ params: GitProviderParams, permission: "git.read", query: RepositoriesQuery }, async ({ access, query, request }) =>
  paginated(request, await listConnectedRepositories(access, query), repositoryView),
);
