import { route } from "@/lib/http/route";
import { versionContent } from "@/lib/versions/content";
import { VersionContentQuery, VersionParams } from "@/lib/versions/schemas";
import { VersionContent } from "@/lib/versions/views";

export const GET = route({ summary: "Get a version's whole content", params: VersionParams, permission: "documentation.read", query: VersionContentQuery, responses: { 200: VersionContent } }, ({ access, params, query }) =>
  versionContent(access, params.version_id, query.include_content),
);
