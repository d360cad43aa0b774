import { createPreviewLink } from "@/lib/site/preview";
import { PreviewLinkBody } from "@/lib/change-requests/schemas";
import { PreviewLinkView } from "@/lib/change-requests/views";
import { requestOrigin } from "@/lib/http/origin";
import { route } from "@/lib/http/route";
import { VersionParams } from "@/lib/versions/schemas";

/** A signed, expiring link to the version draft's full-site preview. */
export const POST = route(
  { summary: "Create a preview link for a version's draft", params: VersionParams, permission: "change_requests.write", body: PreviewLinkBody, bodyOptional: true, status: 201, responses: { 201: PreviewLinkView } },
  ({ access, params, body, request }) => createPreviewLink(access, { versionId: params.version_id }, body?.expires_in_hours ?? 72, requestOrigin(request)),
);
