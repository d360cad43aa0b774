import { route } from "@/lib/http/route";
import { feedbackCaller } from "@/lib/feedback/customer-session";
import { unvote, vote } from "@/lib/feedback/roadmap";
import { ItemParams } from "@/lib/feedback/schemas";
import { VoteView } from "@/lib/feedback/views";

export const POST = route({ summary: "Vote for a roadmap item", auth: feedbackCaller, params: ItemParams, problems: ["conflict"], status: 201, responses: { 201: VoteView } }, ({ caller, params }) =>
  vote(caller, params.item_id),
);

export const DELETE = route({ summary: "Withdraw a vote for a roadmap item", auth: feedbackCaller, params: ItemParams, responses: { 204: null } }, ({ caller, params }) => unvote(caller, params.item_id));
