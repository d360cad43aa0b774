import { route } from "@/lib/http/route";
import { VersionParams } from "@/lib/versions/schemas";
import { listVersionTags } from "@/lib/versions/tags";
import { VersionTagList } from "@/lib/versions/views";

export const GET = route({ summary: "List the tags a version's pages carry", params: VersionParams, permission: "documentation.read", responses: { 200: VersionTagList } }, ({ access, params }) =>
  listVersionTags(access, params.version_id),
);
