import { route } from "@/lib/http/route";
import { UpdateVersionBody, VersionParams } from "@/lib/versions/schemas";
import { deleteVersion, getVersion, updateVersion } from "@/lib/versions/service";
import { VersionView } from "@/lib/versions/views";

export const GET = route({ summary: "Get a version", params: VersionParams, permission: "documentation.read", responses: { 200: VersionView } }, ({ access, params }) =>
  getVersion(access, params.version_id),
);

export const PUT = route(
  { summary: "Update a version", params: VersionParams, permission: "documentation.write", body: UpdateVersionBody, responses: { 200: VersionView } },
  ({ access, params, body }) => updateVersion(access, params.version_id, body),
);

export const DELETE = route({ summary: "Delete a version", params: VersionParams, permission: "documentation.write", responses: { 204: null } }, ({ access, params }) =>
  deleteVersion(access, params.version_id),
);
