import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { PageQuery } from "@/lib/pagination";
import { createChangelog, listAllChangelogs } from "@/lib/feedback/changelogs";
import { CreateChangelogBody, OrganizationFeedbackParams } from "@/lib/feedback/schemas";
import { ChangelogList, ChangelogView } from "@/lib/feedback/views";

export const GET = route({ summary: "List changelog entries, scheduled ones included", params: OrganizationFeedbackParams, permission: "feedback.manage", query: PageQuery, responses: { 200: ChangelogList } }, async ({ access, query, request }) =>
  paginated(request, await listAllChangelogs(access, query)),
);

export const POST = route(
  { summary: "Create a changelog entry", params: OrganizationFeedbackParams, permission: "feedback.manage", body: CreateChangelogBody, status: 201, responses: { 201: ChangelogView } },
  ({ access, body }) => createChangelog(access, body),
);
