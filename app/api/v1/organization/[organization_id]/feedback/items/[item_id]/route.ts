import { route } from "@/lib/http/route";
import { deleteItem, updateItem } from "@/lib/feedback/roadmap";
import { ItemAdminParams, UpdateItemBody } from "@/lib/feedback/schemas";
import { RoadmapItemView } from "@/lib/feedback/views";

/** Moves an item between roadmap statuses or edits it. */
export const PATCH = route(
  { summary: "Update a roadmap item", params: ItemAdminParams, permission: "feedback.manage", body: UpdateItemBody, responses: { 200: RoadmapItemView } },
  ({ access, params, body }) => updateItem(access, params.item_id, body),
);

export const DELETE = route({ summary: "Delete a roadmap item", params: ItemAdminParams, permission: "feedback.manage", responses: { 204: null } }, ({ access, params }) =>
  deleteItem(access, params.item_id),
);
