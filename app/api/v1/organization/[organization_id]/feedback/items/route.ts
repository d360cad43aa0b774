import { route } from "@/lib/http/route";
import { createItem, listItems } from "@/lib/feedback/roadmap";
import { CreateItemBody, OrganizationFeedbackParams } from "@/lib/feedback/schemas";
import { RoadmapItemList, RoadmapItemView } from "@/lib/feedback/views";

export const GET = route({ summary: "List roadmap items", params: OrganizationFeedbackParams, permission: "feedback.manage", responses: { 200: RoadmapItemList } }, ({ access }) =>
  listItems(access),
);

export const POST = route(
  { summary: "Create a roadmap item", params: OrganizationFeedbackParams, permission: "feedback.manage", body: CreateItemBody, status: 201, responses: { 201: RoadmapItemView } },
  ({ access, body }) => createItem(access, body),
);
