import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { listMyInvitations } from "@/lib/members/service";
import { PageQuery } from "@/lib/pagination";

export const GET = route({ query: PageQuery }, async ({ principal, query, request }) =>
  paginated(request, await listMyInvitations(principal, query), (invitation) => invitation),
);
