import { ChangeRequestParams, changeRequestRef } from "@/lib/change-requests/schemas";
import { closeChangeRequest } from "@/lib/change-requests/service";
import { ChangeRequestView } from "@/lib/change-requests/views";
import { route } from "@/lib/http/route";

export const POST = route(
  { summary: "Close a change request without merging", params: ChangeRequestParams, permission: "change_requests.write", problems: ["conflict", "locked"], responses: { 200: ChangeRequestView } },
  ({ access, principal, params }) => closeChangeRequest(access, principal, changeRequestRef(params)),
);
