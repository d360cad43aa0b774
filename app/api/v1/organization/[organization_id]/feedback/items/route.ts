import { route } from "@/lib/http/route";
import { createItem, listItems } from "@/lib/feedback/roadmap";
import { CreateItemBody, OrganizationFeedbackParams } from "@/lib/feedback/schemas";

export const GET = route({ params: OrganizationFeedbackParams, permission: "feedback.manage" }, ({ access }) => listItems(access));

export const POST = route(
  { params: OrganizationFeedbackParams, permission: "feedback.manage", body: CreateItemBody, status: 201 },
  ({ access, body }) => createItem(access, body),
);
