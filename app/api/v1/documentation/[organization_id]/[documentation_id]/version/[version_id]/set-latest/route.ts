import { route } from "@/lib/http/route";
import { VersionParams } from "@/lib/versions/schemas";
import { setLatestVersion } from "@/lib/versions/service";
import { VersionView } from "@/lib/versions/views";

export const POST = route({ summary: "Set the project's latest version", params: VersionParams, permission: "documentation.write", responses: { 200: VersionView } }, ({ access, params }) =>
  setLatestVersion(access, params.version_id),
);
