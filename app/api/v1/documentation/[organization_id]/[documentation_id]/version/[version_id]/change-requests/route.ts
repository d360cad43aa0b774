import { CreateChangeRequestBody, ListChangeRequestsQuery } from "@/lib/change-requests/schemas";
import { createChangeRequest, listChangeRequests } from "@/lib/change-requests/service";
import { ChangeRequestList, ChangeRequestView } from "@/lib/change-requests/views";
import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { VersionParams } from "@/lib/versions/schemas";

export const GET = route(
  { summary: "List a version's change requests", params: VersionParams, permission: "change_requests.read", query: ListChangeRequestsQuery, responses: { 200: ChangeRequestList } },
  async ({ access, params, query, request }) => paginated(request, await listChangeRequests(access, params.version_id, query)),
);

export const POST = route(
  { summary: "Open a change request", params: VersionParams, permission: "change_requests.write", body: CreateChangeRequestBody, status: 201, problems: ["locked"], responses: { 201: ChangeRequestView } },
  ({ access, principal, params, body }) => createChangeRequest(access, principal, params.version_id, body),
);
