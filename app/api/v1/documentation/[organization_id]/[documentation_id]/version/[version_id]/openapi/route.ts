import { route } from "@/lib/http/route";
import { getApiDescription, syncApiReference } from "@/lib/initializers/openapi/resync";
import { openApiBodyLimitBytes, SyncOpenApiBody } from "@/lib/initializers/schemas";
import { ApiDescriptionView, ApiSyncReport } from "@/lib/initializers/views";
import { VersionParams } from "@/lib/versions/schemas";

export const GET = route({ summary: "Get a version's API description", params: VersionParams, permission: "documentation.read", responses: { 200: ApiDescriptionView } }, ({ access, params }) => getApiDescription(access, params.version_id));

export const PUT = route(
  {
    summary: "Re-sync a version's API reference",
    params: VersionParams,
    permission: "documentation.write",
    body: SyncOpenApiBody,
    bodyOptional: true,
    maxBodyBytes: openApiBodyLimitBytes,
    problems: ["payload_too_large", "unprocessable", "locked", "upstream_failed", "upstream_timeout"],
    responses: { 200: ApiSyncReport },
  },
  ({ access, principal, params, body }) => syncApiReference(access, principal, params.version_id, body),
);
