import { route } from "@/lib/http/route";
import { SetDeprecatedBody, VersionParams } from "@/lib/versions/schemas";
import { setVersionDeprecated } from "@/lib/versions/service";
import { VersionView } from "@/lib/versions/views";

export const POST = route(
  { summary: "Set whether a version is deprecated", params: VersionParams, permission: "documentation.write", body: SetDeprecatedBody, bodyOptional: true, responses: { 200: VersionView } },
  ({ access, params, body }) => setVersionDeprecated(access, params.version_id, body?.deprecated ?? true),
);
