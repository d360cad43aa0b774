import { route } from "@/lib/http/route";
import { UpdateVersionBody, VersionParams } from "@/lib/versions/schemas";
import { deleteVersion, getVersion, updateVersion } from "@/lib/versions/service";

export const GET = route({ params: VersionParams, permission: "documentation.read" }, ({ access, params }) =>
  getVersion(access, params.version_id),
);

export const PUT = route(
  { params: VersionParams, permission: "documentation.write", body: UpdateVersionBody },
  ({ access, params, body }) => updateVersion(access, params.version_id, body),
);

export const DELETE = route({ params: VersionParams, permission: "documentation.write" }, ({ access, params }) =>
  deleteVersion(access, params.version_id),
);
