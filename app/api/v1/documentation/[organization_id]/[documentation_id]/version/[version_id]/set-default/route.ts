import { route } from "@/lib/http/route";
import { VersionParams } from "@/lib/versions/schemas";
import { setDefaultVersion } from "@/lib/versions/service";

export const POST = route({ params: VersionParams, permission: "documentation.write" }, ({ access, params }) =>
  setDefaultVersion(access, params.version_id),
);
