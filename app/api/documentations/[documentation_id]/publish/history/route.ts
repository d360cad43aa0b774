import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { PageQuery } from "@/lib/pagination";
import { PublishParams } from "@/lib/publishing/schemas";
import { listPublishHistory } from "@/lib/publishing/service";
import { PublishHistory } from "@/lib/publishing/views";

export const GET = route(
  { summary: "List a project's publish jobs", params: PublishParams, query: PageQuery, permission: "documentation.read", responses: { 200: PublishHistory } },
  async ({ access, query, request }) =>
    paginated(request, await listPublishHistory(access, query)),
);
