import { createPreviewLink } from "@/lib/site/preview";
import { ChangeRequestParams, changeRequestRef, PreviewLinkBody } from "@/lib/change-requests/schemas";
import { PreviewLinkView } from "@/lib/change-requests/views";
import { requestOrigin } from "@/lib/http/origin";
import { route } from "@/lib/http/route";

/** A signed, expiring link to the change request's full-site preview, for people outside the organization. */
export const POST = route(
  { summary: "Create a preview link for a change request", params: ChangeRequestParams, permission: "change_requests.write", body: PreviewLinkBody, bodyOptional: true, status: 201, responses: { 201: PreviewLinkView } },
  ({ access, params, body, request }) => createPreviewLink(access, changeRequestRef(params), body?.expires_in_hours ?? 72, requestOrigin(request)),
);
