import { ChangeRequestParams, changeRequestRef, UpdateChangeRequestBody } from "@/lib/change-requests/schemas";
import { getChangeRequest, updateChangeRequest } from "@/lib/change-requests/service";
import { ChangeRequestView } from "@/lib/change-requests/views";
import { route } from "@/lib/http/route";

export const GET = route({ summary: "Get a change request", params: ChangeRequestParams, permission: "change_requests.read", responses: { 200: ChangeRequestView } }, ({ access, params }) =>
  getChangeRequest(access, changeRequestRef(params)),
);

export const PATCH = route(
  { summary: "Update a change request", params: ChangeRequestParams, permission: "change_requests.write", body: UpdateChangeRequestBody, problems: ["conflict", "locked"], responses: { 200: ChangeRequestView } },
  ({ access, params, body }) => updateChangeRequest(access, changeRequestRef(params), body),
);
