import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { PageQuery } from "@/lib/pagination";
import { PublishParams } from "@/lib/publishing/schemas";
import { listPublishHistory } from "@/lib/publishing/service";

export const GET = route(
  { params: PublishParams, query: PageQuery, permission: "documentation.read" },
  async ({ access, query, request }) =>
    paginated(request, await listPublishHistory(access, query), (view) => view),
);
