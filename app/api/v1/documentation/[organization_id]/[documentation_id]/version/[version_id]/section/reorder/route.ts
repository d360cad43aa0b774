import { route } from "@/lib/http/route";
import { ReorderSectionsBody } from "@/lib/sections/schemas";
import { reorderSections } from "@/lib/sections/service";
import { SectionList } from "@/lib/sections/views";
import { VersionParams } from "@/lib/versions/schemas";

export const POST = route(
  { summary: "Reorder sections", params: VersionParams, permission: "documentation.write", body: ReorderSectionsBody, responses: { 200: SectionList } },
  ({ access, params, body }) => reorderSections(access, params.version_id, Array.isArray(body) ? body : body.section_ids),
);
