import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { GitSyncHistoryQuery, GitSyncParams } from "@/lib/git-sync/schemas";
import { gitSyncHistory } from "@/lib/git-sync/service";
import { GitSyncRunList } from "@/lib/git-sync/views";

export const GET = route(
  { summary: "List a version's Git sync runs", params: GitSyncParams, query: GitSyncHistoryQuery, permission: "git.read", responses: { 200: GitSyncRunList } },
  async ({ access, params, query, request }) => paginated(request, await gitSyncHistory(access, params.version_id, query)),
);
