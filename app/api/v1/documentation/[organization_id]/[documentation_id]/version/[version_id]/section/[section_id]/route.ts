import { route } from "@/lib/http/route";
import { SectionParams, UpdateSectionBody } from "@/lib/sections/schemas";
import { deleteSection, getSection, updateSection } from "@/lib/sections/service";
import { SectionView } from "@/lib/sections/views";

export const GET = route({ summary: "Get a section", params: SectionParams, permission: "documentation.read", responses: { 200: SectionView } }, ({ access, params }) =>
  getSection(access, params.version_id, params.section_id),
);

export const PUT = route(
  { summary: "Update a section", params: SectionParams, permission: "documentation.write", body: UpdateSectionBody, responses: { 200: SectionView } },
  ({ access, params, body }) => updateSection(access, params.version_id, params.section_id, body),
);

export const DELETE = route({ summary: "Delete a section", params: SectionParams, permission: "documentation.write", responses: { 204: null } }, ({ access, params }) =>
  deleteSection(access, params.version_id, params.section_id),
);
