import { route } from "@/lib/http/route";
import { deleteItem, updateItem } from "@/lib/feedback/roadmap";
import { ItemAdminParams, UpdateItemBody } from "@/lib/feedback/schemas";

/** Moves an item between roadmap statuses or edits it. */
export const PATCH = route({ params: ItemAdminParams, permission: "feedback.manage", body: UpdateItemBody }, ({ access, params, body }) =>
  updateItem(access, params.item_id, body),
);

export const DELETE = route({ params: ItemAdminParams, permission: "feedback.manage" }, ({ access, params }) => deleteItem(access, params.item_id));
