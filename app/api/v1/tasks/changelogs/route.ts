import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { PageQuery } from "@/lib/pagination";
import { listChangelogs } from "@/lib/feedback/changelogs";
import { feedbackCaller } from "@/lib/feedback/customer-session";
import { ChangelogList } from "@/lib/feedback/views";

export const GET = route({ summary: "List published changelog entries", auth: feedbackCaller, query: PageQuery, responses: { 200: ChangelogList } }, async ({ caller, query, request }) =>
  paginated(request, await listChangelogs(caller, query)),
);
