import { mergeChangeRequest } from "@/lib/change-requests/merge";
import { ChangeRequestParams, changeRequestRef, MergeBody } from "@/lib/change-requests/schemas";
import { MergeResultView } from "@/lib/change-requests/views";
import { route } from "@/lib/http/route";

/** 409 lists the conflicting entries (`conflicts`); send `resolutions` for them and merge again. */
export const POST = route(
  {
    summary: "Merge a change request",
    params: ChangeRequestParams,
    permission: "change_requests.merge",
    body: MergeBody,
    bodyOptional: true,
    problems: ["conflict", "unprocessable", "locked"],
    responses: { 200: MergeResultView },
  },
  ({ access, principal, params, body }) => mergeChangeRequest(access, principal, changeRequestRef(params), body),
);
