import { route } from "@/lib/http/route";
import { feedbackCaller } from "@/lib/feedback/customer-session";
import { unvote, vote } from "@/lib/feedback/roadmap";
import { ItemParams } from "@/lib/feedback/schemas";

export const POST = route({ auth: feedbackCaller, params: ItemParams, status: 201 }, ({ caller, params }) => vote(caller, params.item_id));

export const DELETE = route({ auth: feedbackCaller, params: ItemParams }, ({ caller, params }) => unvote(caller, params.item_id));
