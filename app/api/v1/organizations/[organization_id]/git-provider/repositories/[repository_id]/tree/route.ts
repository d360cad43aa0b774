import { route } from "@/lib/http/route";
import { RepositoryParams, TreeQuery } from "@/lib/git-provider/schemas";
import { repositoryTree } from "@/lib/git-provider/service";

export const GET = route({ params: RepositoryParams, permission: "git.read", query: TreeQuery }, ({ access, params, query }) =>
  repositoryTree(access, params.repository_id, query),
);
