import { changeRequestDiff } from "@/lib/change-requests/diff";
import { ChangeRequestParams, changeRequestRef } from "@/lib/change-requests/schemas";
import { ChangeRequestDiff } from "@/lib/change-requests/views";
import { route } from "@/lib/http/route";

export const GET = route({ summary: "Get a change request's diff", params: ChangeRequestParams, permission: "change_requests.read", responses: { 200: ChangeRequestDiff } }, ({ access, params }) =>
  changeRequestDiff(access, changeRequestRef(params)),
);
