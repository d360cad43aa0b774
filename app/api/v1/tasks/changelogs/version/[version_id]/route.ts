import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { PageQuery } from "@/lib/pagination";
import { listChangelogs } from "@/lib/feedback/changelogs";
import { feedbackCaller } from "@/lib/feedback/customer-session";
import { VersionParams } from "@/lib/feedback/schemas";
import { ChangelogList } from "@/lib/feedback/views";

export const GET = route({ summary: "List a version's published changelog entries", auth: feedbackCaller, params: VersionParams, query: PageQuery, responses: { 200: ChangelogList } }, async ({ caller, params, query, request }) =>
  paginated(request, await listChangelogs(caller, query, params.version_id)),
);
