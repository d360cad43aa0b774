import { route } from "@/lib/http/route";
import { VersionParams } from "@/lib/versions/schemas";
import { setLatestVersion } from "@/lib/versions/service";

export const POST = route({ params: VersionParams, permission: "documentation.write" }, ({ access, params }) =>
  setLatestVersion(access, params.version_id),
);
