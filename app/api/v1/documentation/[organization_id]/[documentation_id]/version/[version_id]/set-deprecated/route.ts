import { route } from "@/lib/http/route";
import { SetDeprecatedBody, VersionParams } from "@/lib/versions/schemas";
import { setVersionDeprecated } from "@/lib/versions/service";

export const POST = route(
  { params: VersionParams, permission: "documentation.write", body: SetDeprecatedBody, bodyOptional: true },
  ({ access, params, body }) => setVersionDeprecated(access, params.version_id, body?.deprecated ?? true),
);
