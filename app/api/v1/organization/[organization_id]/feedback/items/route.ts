import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { PageQuery } from "@/lib/pagination";
import { createItem, listItems } from "@/lib/feedback/roadmap";
import { CreateItemBody, OrganizationFeedbackParams } from "@/lib/feedback/schemas";
import { RoadmapItemList, RoadmapItemView } from "@/lib/feedback/views";

export const GET = route({ summary: "List roadmap items", params: OrganizationFeedbackParams, permission: "feedback.manage", query: PageQuery, responses: { 200: RoadmapItemList } }, async ({ access, query, request }) =>
  paginated(request, await listItems(access, query)),
);

export const POST = route(
  { summary: "Create a roadmap item", params: OrganizationFeedbackParams, permission: "feedback.manage", body: CreateItemBody, status: 201, responses: { 201: RoadmapItemView } },
  ({ access, body }) => createItem(access, body),
);
